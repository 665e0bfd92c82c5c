import { describe, expect, it } from 'vitest';
import { mobileNumberProblem, normalizeNorwegianMobile, norwegianMobileSchema } from './phone.ts';

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

  it.each([
    ['912', 'error.phone.invalid'],
    ['', 'error.phone.invalid'],
    ['abcdefgh', 'error.phone.invalid'],
    ['+4622123456', 'error.phone.invalid'],
    [91234567, 'error.phone.invalid'],
    [undefined, 'error.phone.invalid'],
    ['22123456', 'error.phone.landline'],
    ['+47 55 12 34 56', 'error.phone.landline'],
    ['81234567', 'error.phone.not_mobile'],
  ])('rejects %j with %s', (input, key) => {
    const result = norwegianMobileSchema.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([key]);
  });
});

describe('mobileNumberProblem', () => {
  it.each([
    ['91234567', null],
    ['+47 412 34 567', null],
    ['22123456', 'landline'],
    ['0047 33 12 34 56', 'landline'],
    ['51234567', 'landline'],
    ['61234567', 'landline'],
    ['71234567', 'landline'],
    ['80012345', 'not_mobile'],
    ['11234567', 'not_mobile'],
    ['9123456', 'invalid'],
    ['912345678', 'invalid'],
    ['+4622123456', 'invalid'],
    ['2212345a', 'invalid'],
  ])('%j → %s', (input, problem) => {
    expect(mobileNumberProblem(input)).toBe(problem);
  });
});
