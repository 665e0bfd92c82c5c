import { cardDigits } from '#shared/payments/card-number.ts';

/** What the local test gateway does with a card number (the design's test cards). */
export type TestCardBehaviour = { kind: 'succeeds' } | { kind: 'declines'; failureCode: 'card_declined' | 'insufficient_funds' } | { kind: 'authenticates' };

export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authentication: '4000002760003184',
} as const;

/** The behaviour of a (Luhn-valid) test card; any number not listed succeeds. */
export function testCardBehaviour(cardNumber: string): TestCardBehaviour {
  switch (cardDigits(cardNumber)) {
    case testCards.declined:
      return { kind: 'declines', failureCode: 'card_declined' };
    case testCards.insufficientFunds:
      return { kind: 'declines', failureCode: 'insufficient_funds' };
    case testCards.authentication:
      return { kind: 'authenticates' };
    default:
      return { kind: 'succeeds' };
  }
}

/** The card brand shown for a number, by its first digits. */
export function testCardBrand(cardNumber: string): string {
  const digits = cardDigits(cardNumber);
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}
