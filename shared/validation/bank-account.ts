import { z } from 'zod';
import { mod11CheckDigit, toDigits } from './mod11.ts';

const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * Removes the dots and spaces people use to group an account number ("1234.56.78903",
 * "1234 56 78903").
 */
export function normalizeBankAccount(input: string): string {
  return input.replace(/[\s.]+/g, '');
}

/**
 * A Norwegian bank account number (spec §9): 11 digits once dots and spaces are removed, where
 * the last digit is the MOD11 check digit of the first 10 with weights 5,4,3,2,7,6,5,4,3,2.
 * A remainder that would need check digit 10 makes the number invalid.
 */
export function isValidBankAccount(value: string): boolean {
  const bare = normalizeBankAccount(value);
  if (!/^\d{11}$/.test(bare)) return false;
  const digits = toDigits(bare);
  return mod11CheckDigit(digits, weights) === digits[10];
}

/** Bank account number as typed in a form (spec §5, §9); parses to the 11 bare digits. */
export const bankAccountSchema = z
  .string({ error: 'error.bank_account.invalid' })
  .transform(normalizeBankAccount)
  .refine(isValidBankAccount, { error: 'error.bank_account.invalid' });
export type BankAccount = z.infer<typeof bankAccountSchema>;
