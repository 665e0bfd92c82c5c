import { describe, expect, it } from 'vitest';
import { errorMessage } from '#shared/errors/error-catalogue.ts';
import { isPostalCode, postalCodeSchema } from './postal-code.ts';

describe('postalCodeSchema', () => {
  it.each([['0155'], [' 5003 '], ['9990']])('accepts %j', (input) => {
    expect(isPostalCode(input)).toBe(true);
  });

  it.each([['01a5'], ['abcd'], ['015'], ['01555'], ['01 55'], ['']])('refuses %j and says it must be four digits', (input) => {
    const result = postalCodeSchema.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['error.postal_code.invalid']);
  });

  it('says so in both languages', () => {
    expect(errorMessage('error.postal_code.invalid', 'nb')).toBe('Postnummeret må være fire siffer');
    expect(errorMessage('error.postal_code.invalid', 'en')).toBe('The postal code must be four digits');
  });
});
