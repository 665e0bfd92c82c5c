/**
 * KID numbers (kundeidentifikasjon): the reference a payer types on a Norwegian invoice so the
 * bank can match the payment to it.
 *
 * A KID is 2 to 25 characters: digits followed by one check digit. Banks accept two check-digit
 * schemes, MOD10 (Luhn) and MOD11. A MOD11 KID may end in `-`, which stands for the remainder
 * "10" that has no digit. This product issues MOD10 KIDs only, so it never produces `-`, and
 * `isValidKid` accepts only MOD10 KIDs: a MOD11 KID from elsewhere is not one of ours.
 */

export const kidMinLength = 2;
export const kidMaxLength = 25;
export const kidDefaultLength = 10;

const digitsOnly = /^\d+$/;

/**
 * The MOD10 check digit for `digits`, as Norwegian banks compute it (Luhn): weights 2, 1, 2, 1 …
 * from the rightmost digit, the digit sums of the products added up, and the check digit is
 * (10 − sum mod 10) mod 10.
 */
export function kidCheckDigitMod10(digits: string): string {
  if (!digitsOnly.test(digits)) throw new RangeError('A KID base must be one or more digits');
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    const product = i % 2 === 0 ? digit * 2 : digit;
    // The digit sum of a product below 20 is the product less 9 once it reaches 10.
    sum += product > 9 ? product - 9 : product;
  }
  return String((10 - (sum % 10)) % 10);
}

/**
 * A MOD10 KID of `length` characters for a numeric base such as an invoice number: the base is
 * zero-padded on the left to `length − 1` digits and the check digit appended. The length is
 * fixed per product so the bank agreement can name it; a base too long for it is an error rather
 * than being cut, since a cut KID would identify another invoice.
 */
export function makeKid(base: string | number, length: number = kidDefaultLength): string {
  if (!Number.isInteger(length) || length < kidMinLength || length > kidMaxLength) {
    throw new RangeError(`A KID is ${kidMinLength} to ${kidMaxLength} digits long`);
  }
  let baseDigits: string;
  if (typeof base === 'number') {
    if (!Number.isSafeInteger(base) || base < 0) throw new RangeError('A numeric KID base must be a whole, non-negative number');
    baseDigits = String(base);
  } else {
    if (!digitsOnly.test(base)) throw new RangeError('A KID base must be one or more digits');
    baseDigits = base;
  }
  if (baseDigits.length > length - 1) throw new RangeError(`The KID base ${baseDigits} does not fit in ${length - 1} digits`);
  const padded = baseDigits.padStart(length - 1, '0');
  return padded + kidCheckDigitMod10(padded);
}

/** Whether `kid` is a KID this product could have issued: 2 to 25 digits with a correct MOD10 check digit. */
export function isValidKid(kid: string): boolean {
  if (kid.length < kidMinLength || kid.length > kidMaxLength || !digitsOnly.test(kid)) return false;
  return kidCheckDigitMod10(kid.slice(0, -1)) === kid.slice(-1);
}
