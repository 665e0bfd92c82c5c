import { z } from 'zod';
import { mod11CheckDigit, toDigits } from './mod11.ts';

const weights = [3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * A Norwegian organisation number (spec §9): exactly 9 digits whose last digit is the MOD11 check
 * digit of the first 8 with weights 3,2,7,6,5,4,3,2. A remainder that would need check digit 10
 * makes the number invalid. Expects the bare digits; {@link orgNumberSchema} strips spaces first.
 */
export function isValidOrgNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const digits = toDigits(value);
  return mod11CheckDigit(digits, weights) === digits[8];
}

/**
 * Removes the grouping people type ("923 609 016") so the number can be checked and stored as
 * 9 digits.
 */
export function normalizeOrgNumber(input: string): string {
  return input.replace(/\s+/g, '');
}

/** Organisation number as typed in a form (spec §5, §9); parses to the 9 bare digits. */
export const orgNumberSchema = z
  .string({ error: 'error.org_number.invalid' })
  .transform(normalizeOrgNumber)
  .refine(isValidOrgNumber, { error: 'error.org_number.invalid' });
export type OrgNumber = z.infer<typeof orgNumberSchema>;
