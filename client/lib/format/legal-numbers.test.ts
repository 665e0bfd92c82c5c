import { describe, expect, it } from 'vitest';
import { formatBankAccount, formatOrgNumber, maskNationalId } from './legal-numbers.ts';

describe('legal info formatting', () => {
  it('groups a bank account 4-2-5 and leaves anything else as it is', () => {
    expect(formatBankAccount('12345678903')).toBe('1234 56 78903');
    expect(formatBankAccount('1234.56.78903')).toBe('1234 56 78903');
    expect(formatBankAccount('123')).toBe('123');
  });

  it('groups an organisation number in threes', () => {
    expect(formatOrgNumber('923609016')).toBe('923 609 016');
  });

  it('shows only the last four digits of a national id', () => {
    expect(maskNationalId('01017012345')).toBe('•••••••2345');
  });
});
