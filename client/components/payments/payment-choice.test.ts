import { describe, expect, it } from 'vitest';
import { balanceToUse, effectiveOption, initialPaymentChoice, paymentFields, type PaymentOptions } from './payment-choice.ts';

const visa = { id: '10000000-0000-4000-8000-000000000001', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029, isDefault: false };
const master = { id: '10000000-0000-4000-8000-000000000002', brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2030, isDefault: true };
const options = (patch: Partial<PaymentOptions> = {}): PaymentOptions => ({ cards: [visa, master], invoiceAllowed: false, balanceOre: 0, ...patch });

describe('payment choice', () => {
  it('starts on the default saved card, else the first, else a new card', () => {
    expect(effectiveOption(initialPaymentChoice, options())).toBe(`card:${master.id}`);
    expect(effectiveOption(initialPaymentChoice, options({ cards: [visa] }))).toBe(`card:${visa.id}`);
    expect(effectiveOption(initialPaymentChoice, options({ cards: [] }))).toBe('card:new');
  });

  it('falls back when the pick is no longer offered (invoice not allowed, card removed)', () => {
    expect(effectiveOption({ ...initialPaymentChoice, option: 'invoice' }, options())).toBe(`card:${master.id}`);
    expect(effectiveOption({ ...initialPaymentChoice, option: 'invoice' }, options({ invoiceAllowed: true }))).toBe('invoice');
    expect(effectiveOption({ ...initialPaymentChoice, option: 'card:gone' }, options({ cards: [] }))).toBe('card:new');
  });

  it('sends the saved card, or "save card" for a new one, and the balance only when there is one', () => {
    expect(paymentFields(initialPaymentChoice, options())).toEqual({ paymentMethod: 'card', savedCardId: master.id, useBalance: false });
    expect(paymentFields({ option: 'card:new', saveCard: true, useBalance: true }, options({ balanceOre: 5_000 }))).toEqual({
      paymentMethod: 'card',
      saveCard: true,
      useBalance: true,
    });
    expect(paymentFields({ option: 'invoice', saveCard: true, useBalance: false }, options({ invoiceAllowed: true, balanceOre: 5_000 }))).toEqual({
      paymentMethod: 'invoice',
      useBalance: false,
    });
  });

  it('uses the balance up to the price, and none when not chosen', () => {
    expect(balanceToUse(100_000, { balanceOre: 30_000 }, { useBalance: true })).toBe(30_000);
    expect(balanceToUse(20_000, { balanceOre: 30_000 }, { useBalance: true })).toBe(20_000);
    expect(balanceToUse(20_000, { balanceOre: 30_000 }, { useBalance: false })).toBe(0);
  });
});
