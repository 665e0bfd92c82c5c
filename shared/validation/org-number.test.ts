import { describe, expect, it } from 'vitest';
import { isValidOrgNumber, orgNumberSchema } from './org-number.ts';

const weights = [3, 2, 7, 6, 5, 4, 3, 2];

function weightedRemainder(eightDigits: string): number {
  return [...eightDigits].reduce((sum, digit, index) => sum + Number(digit) * (weights[index] ?? 0), 0) % 11;
}

/** An 8-digit prefix whose check digit would have to be 10, so no organisation number starts with it. */
function prefixWithoutCheckDigit(): string {
  for (let n = 80_000_000; ; n++) if (weightedRemainder(String(n)) === 1) return String(n);
}

describe('isValidOrgNumber', () => {
  it.each([
    ['923609016', 'Equinor'],
    ['974760673', 'Brønnøysundregistrene'],
    ['985399077', 'a registered business'],
  ])('accepts %s (%s)', (value) => {
    expect(isValidOrgNumber(value)).toBe(true);
  });

  it.each([
    ['923609017', 'wrong check digit'],
    ['974760670', 'wrong check digit'],
    ['92360901', '8 digits'],
    ['9236090160', '10 digits'],
    ['92360901a', 'a letter'],
    ['abcdefghi', 'only letters'],
    ['923 609 016', 'spaces (the schema strips them, the predicate does not)'],
    ['', 'empty'],
    ['٩٢٣٦٠٩٠١٦', 'non-ASCII digits'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidOrgNumber(value)).toBe(false);
  });

  it.each(Array.from({ length: 10 }, (_, digit) => digit))(
    'rejects every check digit (%i) when the remainder is 1',
    (digit) => {
      expect(isValidOrgNumber(`${prefixWithoutCheckDigit()}${digit}`)).toBe(false);
    },
  );
});

describe('orgNumberSchema', () => {
  it.each([
    ['923609016', '923609016'],
    ['923 609 016', '923609016'],
    ['  974 760 673  ', '974760673'],
    ['985399077\n', '985399077'],
  ])('accepts %j as %s', (input, expected) => {
    expect(orgNumberSchema.parse(input)).toBe(expected);
  });

  it.each([['923609017'], ['923-609-016'], [''], ['   '], [123456789], [null]])(
    'rejects %j with error.org_number.invalid',
    (input) => {
      const result = orgNumberSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['error.org_number.invalid']);
    },
  );
});
