import { describe, expect, it } from 'vitest';
import { requiredText } from './required-text.ts';

describe('requiredText', () => {
  it.each([
    [1, 'a', 'a'],
    [1, '  Oslo  ', 'Oslo'],
    [3, 'abc', 'abc'],
    [3, '  abc  ', 'abc'],
    [3, 'Bærum', 'Bærum'],
  ])('with minimum %i accepts %j as %j', (min, input, expected) => {
    expect(requiredText(min).parse(input)).toBe(expected);
  });

  it.each([
    [1, ''],
    [1, '   '],
    [1, undefined],
    [1, null],
    [3, ''],
    [3, ' \t\n '],
  ])('with minimum %i says a missing value %j is required', (min, input) => {
    const result = requiredText(min).safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['common.field.required']);
  });

  it.each([
    [3, 'ab'],
    [3, '  ab  '],
    [10, 'short'],
  ])('with minimum %i says %j is too short, keeping the count', (min, input) => {
    const result = requiredText(min).safeParse(input);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'too_small', minimum: min, message: 'error.field.min_length' }),
    ]);
  });

  it('does not call a number a missing value', () => {
    const result = requiredText().safeParse(42);
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'invalid_type' })]);
    expect(result.error?.issues[0]?.message).not.toBe('common.field.required');
  });

  it.each([[0], [-1], [1.5]])('refuses a minimum of %d', (min) => {
    expect(() => requiredText(min)).toThrow(RangeError);
  });
});
