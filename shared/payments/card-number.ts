/** Card number checks shared by the test checkout page and the test gateway. */

/** The digits of a card number as typed (spaces and dashes allowed between groups). */
export const cardDigits = (input: string) => input.replace(/[\s-]/g, '');

/** Luhn (mod 10) check of a 12–19 digit card number. */
export function isLuhnValid(input: string): boolean {
  const digits = cardDigits(input);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM/YY` read as month and four-digit year, or null when it is not a real month. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/**
 * Whether a card expiring `MM/YY` has expired at `now`: a card is valid through the last day of
 * its month, so 11/26 is still good on 30 November 2026 and expired on 1 December.
 */
export function isExpiryPast(expiry: string, now: Date): boolean {
  const parsed = parseExpiry(expiry);
  if (!parsed) return true;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return parsed.year * 12 + (parsed.month - 1) < thisMonth;
}
