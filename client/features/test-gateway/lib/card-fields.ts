import { cardDigits } from '#shared/payments/card-number.ts';
import { testCardFormSchema } from '#shared/payments/test-gateway.schema.ts';

/** The card as typed on the checkout; checked by the gateway's own schema, beside each field. */
export type CardInput = { cardNumber: string; expiry: string; cvc: string };
export type CardField = keyof CardInput;
/** An error key per field (`error.payment.card_number_invalid`, ...). */
export type CardErrors = Partial<Record<CardField, string>>;

export const cardFields: readonly CardField[] = ['cardNumber', 'expiry', 'cvc'];
export const requiredKey = 'common.field.required';

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242", as printed on the card. */
export function groupCardNumber(text: string): string {
  return digitsOf(text).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Typing "1228" gives "12/28"; the slash comes on its own once the month is there. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** An expiry some years ahead of `now`, for filling in a test card. */
export function futureExpiry(now: Date): string {
  return `12/${String((now.getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
}

/** The error key of one field, or null when it is fine. */
export function checkCardField(field: CardField, input: CardInput, now: Date): string | null {
  if (!input[field].trim()) return requiredKey;
  const result = testCardFormSchema(now).shape[field].safeParse(field === 'cardNumber' ? cardDigits(input[field]) : input[field].trim());
  return result.success ? null : (result.error.issues[0]?.message ?? 'error.payment.card_number_invalid');
}

export function checkCard(input: CardInput, now: Date): CardErrors {
  const errors: CardErrors = {};
  for (const field of cardFields) {
    const error = checkCardField(field, input, now);
    if (error) errors[field] = error;
  }
  return errors;
}
