import { describe, expect, it } from 'vitest';
import { isValidNationalId, nationalIdKind, nationalIdSchema } from './national-id.ts';

const firstWeights = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const secondWeights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function checkDigit(digits: string, weights: number[]): number | null {
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  const check = 11 - (sum % 11);
  return check === 11 ? 0 : check === 10 ? null : check;
}

/** Appends both check digits to 9 digits, or null when a check digit would be 10. */
function withCheckDigits(nineDigits: string): string | null {
  const first = checkDigit(nineDigits, firstWeights);
  if (first === null) return null;
  const second = checkDigit(`${nineDigits}${first}`, secondWeights);
  return second === null ? null : `${nineDigits}${first}${second}`;
}

/**
 * A number with correct check digits for the date "DDMMYY" and the first individual number in
 * [lowest, highest] that has them, so only the date and century rules decide whether it is valid.
 */
function nationalId(ddmmyy: string, lowest: number, highest = lowest + 99): string {
  for (let individual = lowest; individual <= highest; individual++) {
    const id = withCheckDigits(`${ddmmyy}${String(individual).padStart(3, '0')}`);
    if (id !== null) return id;
  }
  throw new Error(`No check digits possible for ${ddmmyy} with individual number ${lowest}–${highest}`);
}

function withWrongLastDigit(id: string): string {
  return `${id.slice(0, 10)}${(Number(id[10]) + 1) % 10}`;
}

describe('nationalIdKind', () => {
  it.each([
    ['15076500565', 'birth', 'widely used test number, 15 July 1965'],
    ['01010750160', 'birth', 'test number, 1 January 2007'],
    ['29029600013', 'birth', 'test number, leap day 1996'],
    ['17054026641', 'birth', 'test number, 17 May 1940'],
    ['41018036736', 'd-number', 'test D-number, 1 January 1980'],
    [nationalId('010180', 0, 499), 'birth', 'individual 000–499 is 1900–1999'],
    [nationalId('311299', 400, 499), 'birth', 'last day of 1999'],
    [nationalId('010180', 500, 749), 'birth', 'individual 500–749 with year 54–99 is 1854–1899'],
    [nationalId('010154', 500, 749), 'birth', 'year 54 is the first of the 1800s range'],
    [nationalId('010139', 500, 999), 'birth', 'individual 500–999 with year 00–39 is 2000–2039'],
    [nationalId('010150', 900, 999), 'birth', 'individual 900–999 with year 40–99 is 1940–1999'],
    [nationalId('290200', 500, 999), 'birth', 'leap day 2000 (divisible by 400)'],
    [nationalId('290204', 500, 999), 'birth', 'leap day 2004'],
    [nationalId('290296', 0, 499), 'birth', 'leap day 1996'],
    [nationalId('290288', 500, 749), 'birth', 'leap day 1888'],
    [nationalId('310190', 0, 499), 'birth', '31 January'],
    [nationalId('410190', 0, 499), 'd-number', 'D-number on the 1st'],
    [nationalId('710190', 0, 499), 'd-number', 'D-number on the 31st'],
    [nationalId('690200', 500, 999), 'd-number', 'D-number on leap day 2000'],
  ])('%s is a %s number (%s)', (id, kind) => {
    expect(nationalIdKind(id)).toBe(kind);
    expect(isValidNationalId(id)).toBe(true);
  });

  it.each([
    [withWrongLastDigit('15076500565'), 'wrong second check digit'],
    ['15076500575', 'wrong first check digit'],
    [withWrongLastDigit('41018036736'), 'D-number with wrong check digit'],
    ['1507650056', '10 digits'],
    ['150765005650', '12 digits'],
    ['150765 00565', 'a space'],
    ['1507650056a', 'a letter'],
    ['', 'empty'],
    [nationalId('290200', 0, 499), '29 February 1900 (not a leap year)'],
    [nationalId('290201', 500, 999), '29 February 2001'],
    [nationalId('290297', 0, 499), '29 February 1997'],
    [nationalId('300296', 0, 499), '30 February'],
    [nationalId('310490', 0, 499), '31 April'],
    [nationalId('320190', 0, 499), 'day 32'],
    [nationalId('000190', 0, 499), 'day 0'],
    [nationalId('011390', 0, 499), 'month 13'],
    [nationalId('010090', 0, 499), 'month 0'],
    [nationalId('400190', 0, 499), 'D-number on day 0'],
    [nationalId('720190', 0, 499), 'D-number on day 32'],
    [nationalId('690201', 500, 999), 'D-number on 29 February 2001'],
    [nationalId('010145', 500, 749), 'individual 500–749 with year 40–53 was never issued'],
    [nationalId('010160', 750, 899), 'individual 750–899 with year 40–99 was never issued'],
  ])('rejects %j (%s)', (id) => {
    expect(nationalIdKind(id)).toBeNull();
    expect(isValidNationalId(id)).toBe(false);
  });

  it('rejects every ending when the first check digit would be 10', () => {
    const nine = Array.from({ length: 500 }, (_, n) => `010190${String(n).padStart(3, '0')}`).find(
      (digits) => checkDigit(digits, firstWeights) === null,
    );
    expect(nine).toBeDefined();
    const endings = Array.from({ length: 100 }, (_, n) => `${nine}${String(n).padStart(2, '0')}`);
    expect(endings.filter(isValidNationalId)).toEqual([]);
  });
});

describe('nationalIdSchema', () => {
  it.each([
    ['15076500565', '15076500565'],
    [' 150765 00565 ', '15076500565'],
    ['41018036736', '41018036736'],
  ])('accepts %j as %s', (input, expected) => {
    expect(nationalIdSchema.parse(input)).toBe(expected);
  });

  it.each([['15076500566'], ['1507650056'], [''], [15076500565], [undefined]])(
    'rejects %j with error.national_id.invalid',
    (input) => {
      const result = nationalIdSchema.safeParse(input);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['error.national_id.invalid']);
    },
  );
});
