import { z } from 'zod';
import { mod11CheckDigit, toDigits } from './mod11.ts';

const firstCheckWeights = [3, 7, 6, 1, 8, 9, 4, 5, 2] as const;
const secondCheckWeights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** D-numbers (for people without a birth number) add 4 to the first digit of the birth day. */
const dNumberDayOffset = 40;

export type NationalIdKind = 'birth' | 'd-number';

/**
 * The four-digit birth year encoded by a two-digit year and the three-digit individual number
 * (Skatteetaten's rules, spec §9): 000–499 → 1900–1999, 500–749 with year 54–99 → 1854–1899,
 * 500–999 with year 00–39 → 2000–2039, 900–999 with year 40–99 → 1940–1999. Any other
 * combination was never issued, so null.
 */
export function birthYear(twoDigitYear: number, individualNumber: number): number | null {
  if (individualNumber <= 499) return 1900 + twoDigitYear;
  if (individualNumber <= 749 && twoDigitYear >= 54) return 1800 + twoDigitYear;
  if (twoDigitYear <= 39) return 2000 + twoDigitYear;
  if (individualNumber >= 900) return 1900 + twoDigitYear;
  return null;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one, which takes leap years into account.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/**
 * Whether an 11-digit Norwegian national identity number is a birth number or a D-number, or null
 * when it is not valid (spec §9). Valid means: exactly 11 digits; both MOD11 check digits match
 * (weights 3,7,6,1,8,9,4,5,2 for the first and 5,4,3,2,7,6,5,4,3,2 for the second, a check digit
 * of 10 never being valid); and the first six digits are a real calendar date in the century the
 * individual number decides (see {@link birthYear}). A D-number has 4 added to the first digit.
 */
export function nationalIdKind(value: string): NationalIdKind | null {
  if (!/^\d{11}$/.test(value)) return null;
  const digits = toDigits(value);
  if (mod11CheckDigit(digits, firstCheckWeights) !== digits[9]) return null;
  if (mod11CheckDigit(digits, secondCheckWeights) !== digits[10]) return null;

  const dayField = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const twoDigitYear = Number(value.slice(4, 6));
  const individualNumber = Number(value.slice(6, 9));

  const kind: NationalIdKind = dayField > dNumberDayOffset ? 'd-number' : 'birth';
  const day = kind === 'd-number' ? dayField - dNumberDayOffset : dayField;
  const year = birthYear(twoDigitYear, individualNumber);
  if (year === null || !isCalendarDate(year, month, day)) return null;
  return kind;
}

/** A valid Norwegian birth number or D-number; the rules are those of {@link nationalIdKind}. */
export function isValidNationalId(value: string): boolean {
  return nationalIdKind(value) !== null;
}

/**
 * National identity number as typed in a form (spec §5, §9). Spaces are removed so "150765 00565"
 * is accepted; parses to the 11 bare digits.
 */
export const nationalIdSchema = z
  .string({ error: 'error.national_id.invalid' })
  .transform((input) => input.replace(/\s+/g, ''))
  .refine(isValidNationalId, { error: 'error.national_id.invalid' });
export type NationalId = z.infer<typeof nationalIdSchema>;
