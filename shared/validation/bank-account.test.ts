import { describe, expect, it } from 'vitest';
import { bankAccountSchema, isValidBankAccount } from './bank-account.ts';

const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function weightedRemainder(tenDigits: string): number {
  return [...tenDigits].reduce((sum, digit, index) => sum + Number(digit) * (weights[index] ?? 0), 0) % 11;
}

/** A 10-digit prefix whose check digit would have to be 10, so no account number starts with it. */
function prefixWithoutCheckDigit(): string {
  for (let n = 1_200_000_000; ; n++) if (weightedRemainder(String(n)) === 1) return String(n);
}

describe('isValidBankAccount', () => {
  it.each([
    ['12345678903', 'bare digits'],
    ['1234.56.78903', 'grouped with dots'],
    ['1234 56 78903', 'grouped with spaces'],
    [' 1234 56 78903 ', 'surrounding spaces'],
    ['86011117947', 'another valid account'],
  ])('accepts %j (%s)', (value) => {
    expect(isValidBankAccount(value)).toBe(true);
  });

  it.each([
    ['12345678904', 'wrong check digit'],
    ['1234.56.78900', 'wrong check digit, grouped'],
    ['1234567890', '10 digits'],
    ['123456789031', '12 digits'],
    ['1234-56-78903', 'grouped with dashes'],
    ['1234567890a', 'a letter'],
    ['', 'empty'],
    ['...........', 'only dots'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidBankAccount(value)).toBe(false);
  });

  it.each(Array.from({ length: 10 }, (_, digit) => digit))(
    'rejects every check digit (%i) when the remainder is 1',
    (digit) => {
      expect(isValidBankAccount(`${prefixWithoutCheckDigit()}${digit}`)).toBe(false);
    },
  );
});

describe('bankAccountSchema', () => {
  it.each([
    ['12345678903', '12345678903'],
    ['1234.56.78903', '12345678903'],
    ['1234 56 78903', '12345678903'],
    ['  8601.11.17947 ', '86011117947'],
  ])('accepts %j as %s', (input, expected) => {
    expect(bankAccountSchema.parse(input)).toBe(expected);
  });

  it.each([['12345678904'], ['1234-56-78903'], [''], [12345678903], [undefined]])(
    'rejects %j with error.bank_account.invalid',
    (input) => {
      const result = bankAccountSchema.safeParse(input);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['error.bank_account.invalid']);
    },
  );
});
