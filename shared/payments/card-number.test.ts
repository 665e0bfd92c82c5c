import { describe, expect, it } from 'vitest';
import { isExpiryPast, isLuhnValid, parseExpiry } from './card-number.ts';
import { testCardBodySchema, testCardFormSchema } from './test-gateway.schema.ts';

describe('card number checks', () => {
  it('accepts Luhn-valid numbers with spaces and refuses others', () => {
    expect(isLuhnValid('4242 4242 4242 4242')).toBe(true);
    expect(isLuhnValid('4000 0027 6000 3184')).toBe(true);
    expect(isLuhnValid('4242 4242 4242 4241')).toBe(false);
    expect(isLuhnValid('4242')).toBe(false);
    expect(isLuhnValid('abcd efgh ijkl mnop')).toBe(false);
  });

  it('reads MM/YY and treats a card as valid through the last day of its month', () => {
    expect(parseExpiry('11/26')).toEqual({ month: 11, year: 2026 });
    expect(parseExpiry('13/26')).toBeNull();
    expect(parseExpiry('1/26')).toBeNull();
    expect(isExpiryPast('11/26', new Date('2026-11-30T22:59:59Z'))).toBe(false);
    expect(isExpiryPast('11/26', new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(isExpiryPast('01/27', new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });

  it('gives each field its own error key', () => {
    const result = testCardBodySchema.safeParse({ cardNumber: '4242 4242 4242 4241', expiry: '1326', cvc: '12' });
    expect(result.success).toBe(false);
    const keys = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(keys).toEqual({ cardNumber: 'error.payment.card_number_invalid', expiry: 'error.payment.card_expiry_invalid', cvc: 'error.payment.card_cvc_invalid' });
    const expired = testCardFormSchema(new Date('2026-12-01T00:00:00Z')).safeParse({ cardNumber: '4242424242424242', expiry: '11/26', cvc: '123' });
    expect(expired.error?.issues[0]?.message).toBe('error.payment.card_expired');
  });
});
