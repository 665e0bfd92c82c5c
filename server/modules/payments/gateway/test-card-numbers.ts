import { cardDigits } from '#shared/payments/card-number.ts';

/** What the local test gateway does with a card number (the design's test cards). */
export type TestCardBehaviour =
  /** `laterDeclines`: paid with and saved, but later charges without the customer are refused with this code. */
  | { kind: 'succeeds'; laterDeclines?: 'insufficient_funds' }
  | { kind: 'declines'; failureCode: 'card_declined' | 'insufficient_funds' } | { kind: 'authenticates' };

export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authentication: '4000002760003184',
  /** Saved fine; every later off-session charge is refused (the account ran dry), as a subscription meets it. */
  declinesLater: '4000000000000341',
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
    case testCards.declinesLater:
      return { kind: 'succeeds', laterDeclines: 'insufficient_funds' };
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
