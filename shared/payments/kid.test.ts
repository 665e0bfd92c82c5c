import { describe, expect, it } from 'vitest';
import { isValidKid, kidCheckDigitMod10, makeKid } from './kid.ts';

const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** KIDs of several lengths whose digits cover every value at odd and even positions. */
const sampleKids = [
  makeKid(1234),
  makeKid('7992739871', 11),
  makeKid('0123456789', 11),
  makeKid('9876543210', 11),
  makeKid('5555', 5),
  makeKid(9, 2),
  makeKid('135792468013579246801357', 25),
  makeKid('123456789012345678901234', 25),
];

describe('kidCheckDigitMod10', () => {
  it.each([
    // 4·2=8, 3·1=3, 2·2=4, 1·1=1 → 16; (10 − 6) mod 10 = 4.
    ['1234', '4'],
    // The classic Luhn example: 79927398713 is valid.
    ['7992739871', '3'],
    // 0·2 = 0 → sum 0; (10 − 0) mod 10 = 0, not 10.
    ['0', '0'],
    // 5·2 = 10 → digit sum 1; 10 − 1 = 9.
    ['5', '9'],
    // 9·2 = 18 → digit sum 9; 10 − 9 = 1.
    ['9', '1'],
    // 8·2 = 16 → 7, plus 1 → 8; 10 − 8 = 2.
    ['18', '2'],
    // From the right: 1·2=2, 0, 0·2=0, 4, 2·2=4, 0, 2·2=4 → 14; 10 − 4 = 6.
    ['2024001', '6'],
    // Leading zeros add nothing, so padding does not change the check digit.
    ['0001234', '4'],
  ])('gives %s the check digit %s', (base, check) => {
    expect(kidCheckDigitMod10(base)).toBe(check);
  });

  it.each(['', '12a4', '12 34', '-1', '1.5', '١٢'])('refuses the non-digit base %j', (base) => {
    expect(() => kidCheckDigitMod10(base)).toThrow(RangeError);
  });
});

describe('makeKid', () => {
  it('pads the base to nine digits and appends the check digit by default', () => {
    expect(makeKid(1234)).toBe('0000012344');
    expect(makeKid('1234')).toBe('0000012344');
  });

  it('builds a KID of the length asked for', () => {
    expect(makeKid('7992739871', 11)).toBe('79927398713');
    expect(makeKid(2024001, 8)).toBe('20240016');
    expect(makeKid(5, 2)).toBe('59');
    expect(makeKid(0, 2)).toBe('00');
    expect(makeKid(1, 25)).toHaveLength(25);
  });

  it('keeps leading zeros of a string base, since they are part of the number the bank sees', () => {
    expect(makeKid('0042', 5)).toBe(`0042${kidCheckDigitMod10('0042')}`);
  });

  it('refuses a base that does not fit rather than cutting it', () => {
    expect(() => makeKid(1_234_567_890)).toThrow(RangeError);
    expect(() => makeKid('123', 3)).toThrow(RangeError);
    expect(makeKid(123_456_789)).toBe(`123456789${kidCheckDigitMod10('123456789')}`);
  });

  it.each([1, 26, 0, -3, 10.5, Number.NaN])('refuses the length %s', (length) => {
    expect(() => makeKid(1, length)).toThrow(RangeError);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses the numeric base %s', (base) => {
    expect(() => makeKid(base, 25)).toThrow(RangeError);
  });

  it.each(['', 'abc', '12-3', ' 12'])('refuses the string base %j', (base) => {
    expect(() => makeKid(base)).toThrow(RangeError);
  });

  it('always produces a valid KID', () => {
    for (let length = 2; length <= 25; length += 1) {
      for (const base of [0, 1, 7, 9, 10, 99, 1234]) {
        if (String(base).length > length - 1) continue;
        const kid = makeKid(base, length);
        expect(kid).toHaveLength(length);
        expect(isValidKid(kid)).toBe(true);
      }
    }
  });
});

describe('isValidKid', () => {
  it.each(['0000012344', '79927398713', '20240016', '59', '00', '91', '182'])('accepts %s', (kid) => {
    expect(isValidKid(kid)).toBe(true);
  });

  it.each([
    ['a single digit', '0'],
    ['an empty string', ''],
    ['26 digits', `${'0'.repeat(25)}0`],
    ['a wrong check digit', '0000012345'],
    ['the MOD11 "10" check sign, which this product never issues', '123456-'],
    ['spaces', '0000 012344'],
    ['a trailing newline', '0000012344\n'],
    ['non-ASCII digits', '٥٩'],
  ])('refuses %s', (_, kid) => {
    expect(isValidKid(kid)).toBe(false);
  });

  it('accepts 25 digits but not 26', () => {
    const longest = makeKid(1, 25);
    expect(isValidKid(longest)).toBe(true);
    // A leading zero leaves the check sum alone, so only the length makes this one invalid.
    expect(isValidKid(`0${longest}`)).toBe(false);
  });

  it('detects every single-digit error, in every position including the check digit', () => {
    for (const kid of sampleKids) {
      expect(isValidKid(kid)).toBe(true);
      for (let i = 0; i < kid.length; i += 1) {
        for (const digit of digits) {
          if (digit === kid[i]) continue;
          const wrong = kid.slice(0, i) + digit + kid.slice(i + 1);
          expect(isValidKid(wrong), `${kid} with ${digit} at ${i}`).toBe(false);
        }
      }
    }
  });

  it('detects every swap of two different adjacent digits except 09 ↔ 90', () => {
    // Every ordered pair of digits, placed at both an even and an odd distance from the check
    // digit, so it is tried under both weightings; the check digit itself takes part in the swap
    // of the last pair.
    let checked = 0;
    for (const a of digits) {
      for (const b of digits) {
        if (a === b) continue;
        for (const base of [`${a}${b}3`, `4${a}${b}`, `12${a}${b}56`, `${a}${b}`, `${a}`]) {
          const kid = makeKid(base, base.length + 1);
          for (let i = 0; i + 1 < kid.length; i += 1) {
            if (kid[i] === kid[i + 1]) continue;
            const swapped = kid.slice(0, i) + kid[i + 1] + kid[i] + kid.slice(i + 2);
            // Luhn's one blind spot: 0 and 9 both keep their value under weight 2 (0 → 0, 9 → 18 → 9).
            const blind = (kid[i] === '0' && kid[i + 1] === '9') || (kid[i] === '9' && kid[i + 1] === '0');
            expect(isValidKid(swapped), `${kid} swapped at ${i}`).toBe(blind);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('shows the 09 ↔ 90 blind spot on a real KID', () => {
    const kid = makeKid('1090', 5);
    expect(isValidKid(kid)).toBe(true);
    expect(isValidKid(`1900${kid.slice(-1)}`)).toBe(true);
  });
});
