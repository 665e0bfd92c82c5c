/**
 * MOD11 check digit shared by Norwegian organisation numbers, national identity numbers and bank
 * account numbers (spec §9): 11 minus the weighted digit sum modulo 11, where 11 becomes 0 and 10
 * means no valid check digit exists, returned as null.
 */
export function mod11CheckDigit(digits: readonly number[], weights: readonly number[]): number | null {
  let sum = 0;
  for (const [index, weight] of weights.entries()) sum += weight * (digits[index] ?? 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  if (check === 10) return null;
  return check;
}

/** The digits of a string that is known to contain only ASCII digits. */
export function toDigits(value: string): number[] {
  return Array.from(value, (char) => char.charCodeAt(0) - 48);
}
