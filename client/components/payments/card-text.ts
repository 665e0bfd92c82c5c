import type { SavedCard } from './payments-api.ts';

const brandNames: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', test: 'Testkort' };

/** "Visa •••• 4242": the brand as printed and the last four digits. */
export function cardName(card: Pick<SavedCard, 'brand' | 'last4'>): string {
  const brand = brandNames[card.brand.toLowerCase()] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} •••• ${card.last4}`;
}

/** "12/28", as on the card. */
export function cardExpiry(card: Pick<SavedCard, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
}
