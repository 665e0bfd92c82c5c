import { describe, expect, it } from 'vitest';
import { normalizeNorwegianMobile, norwegianMobileSchema } from './phone.ts';

describe('normalizeNorwegianMobile', () => {
  it.each([
    ['91234567', '+4791234567'],
    ['41234567', '+4741234567'],
    ['+4791234567', '+4791234567'],
    ['004791234567', '+4791234567'],
    ['912 34 567', '+4791234567'],
    ['+47 912 34 567', '+4791234567'],
    ['0047 412 34 567', '+4741234567'],
    ['  91 23 45 67  ', '+4791234567'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizeNorwegianMobile(input)).toBe(expected);
  });

  it.each([
    ['22123456', 'an Oslo landline'],
    ['81234567', 'a number starting with 8'],
    ['9123456', '7 digits'],
    ['912345678', '9 digits'],
    ['+4622123456', 'a Swedish number'],
    ['+46912345678', 'a foreign number that starts with 9'],
    ['4791234567', 'country code without + or 00'],
    ['+47 9123 456a', 'a letter'],
    ['912-34-567', 'dashes'],
    ['+47', 'only the country code'],
    ['', 'empty'],
  ])('rejects %j (%s)', (input) => {
    expect(normalizeNorwegianMobile(input)).toBeNull();
  });
});

describe('norwegianMobileSchema', () => {
  it.each([
    ['91234567', '+4791234567'],
    [' +47 912 34 567 ', '+4791234567'],
    ['004741234567', '+4741234567'],
  ])('accepts %j as %s', (input, expected) => {
    expect(norwegianMobileSchema.parse(input)).toBe(expected);
  });

  it.each([['912'], [''], ['22123456'], ['abcdefgh'], [91234567], [undefined]])(
    'rejects %j with error.phone.invalid',
    (input) => {
      const result = norwegianMobileSchema.safeParse(input);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['error.phone.invalid']);
    },
  );
});
