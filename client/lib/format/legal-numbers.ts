/** A Norwegian bank account as banks print it: `12345678903 → "1234 56 78903"`. */
export function formatBankAccount(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 11) return value;
  return `${digits.slice(0, 4)} ${digits.slice(4, 6)} ${digits.slice(6)}`;
}

/** An organisation number in groups of three: `923609016 → "923 609 016"`. */
export function formatOrgNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 9) return value;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/**
 * A national identity number with only the last four digits showing: enough to recognise it,
 * too little to use it, for a screen someone else may be looking at.
 */
export function maskNationalId(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 4) return '•'.repeat(digits.length);
  return `${'•'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}
