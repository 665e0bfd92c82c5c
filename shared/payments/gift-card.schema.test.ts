import { describe, expect, it } from 'vitest';
import { giftCardDeliveryWindow, giftCardPurchaseSchema, isDeliverOnAllowed, osloDateOf } from './gift-card.schema.ts';

const purchase = (overrides: Record<string, unknown> = {}) => ({
  amountOre: 50_000,
  recipientName: 'Ola',
  recipientEmail: ' Ola@Eksempel.no ',
  message: 'Gratulerer!',
  deliverOn: '2026-06-10',
  ...overrides,
});
const noon = new Date('2026-06-10T10:00:00Z');
const keys = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('buying a gift card', () => {
  it('takes a whole amount, a tidy e-mail and optional texts, empty ones as none', () => {
    const parsed = giftCardPurchaseSchema(noon).parse(purchase({ recipientName: '  ', message: '' }));
    expect(parsed).toEqual({ amountOre: 50_000, recipientName: null, recipientEmail: 'ola@eksempel.no', message: null, deliverOn: '2026-06-10' });
  });

  it.each([
    [10_000, true],
    [1_000_000, true],
    [9_900, false],
    [1_000_100, false],
    [50_050, false],
    [50_000.5, false],
  ])('%i øre is %s', (amountOre, ok) => {
    const result = giftCardPurchaseSchema(noon).safeParse(purchase({ amountOre }));
    expect(result.success).toBe(ok);
    if (!ok) expect(keys(result)).toContain('amountOre: error.gift_card.amount_range');
  });

  it('allows a message of 500 characters, not 501', () => {
    expect(giftCardPurchaseSchema(noon).safeParse(purchase({ message: 'x'.repeat(500) })).success).toBe(true);
    expect(keys(giftCardPurchaseSchema(noon).safeParse(purchase({ message: 'x'.repeat(501) })))).toEqual(['message: error.gift_card.message_too_long']);
  });

  it('refuses an e-mail that is not one', () => {
    expect(keys(giftCardPurchaseSchema(noon).safeParse(purchase({ recipientEmail: 'ola@' })))).toEqual(['recipientEmail: error.email.invalid']);
  });
});

describe('the delivery date', () => {
  it('runs from today in Oslo to 365 days ahead', () => {
    expect(giftCardDeliveryWindow(noon)).toEqual({ first: '2026-06-10', last: '2027-06-10' });
    expect(isDeliverOnAllowed('2026-06-10', noon)).toBe(true);
    expect(isDeliverOnAllowed('2027-06-10', noon)).toBe(true);
    expect(isDeliverOnAllowed('2026-06-09', noon)).toBe(false);
    expect(isDeliverOnAllowed('2027-06-11', noon)).toBe(false);
    expect(keys(giftCardPurchaseSchema(noon).safeParse(purchase({ deliverOn: '2026-06-09' })))).toEqual(['deliverOn: error.gift_card.deliver_on_range']);
  });

  it('counts the day as Oslo has it, not UTC, in winter and summer', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Oslo (UTC+1).
    const newYear = new Date('2026-12-31T23:30:00Z');
    expect(osloDateOf(newYear)).toBe('2027-01-01');
    expect(isDeliverOnAllowed('2026-12-31', newYear)).toBe(false);
    expect(isDeliverOnAllowed('2027-01-01', newYear)).toBe(true);
    expect(isDeliverOnAllowed('2028-01-01', newYear)).toBe(true);
    // 22:30 UTC in June is 00:30 the next day in Oslo (UTC+2); 21:59 UTC is still the same day.
    expect(osloDateOf(new Date('2026-06-10T22:30:00Z'))).toBe('2026-06-11');
    expect(osloDateOf(new Date('2026-06-10T21:59:00Z'))).toBe('2026-06-10');
  });

  it('takes 29 February only in a leap year, and refuses dates that do not exist', () => {
    const early2028 = new Date('2028-01-15T12:00:00Z');
    expect(isDeliverOnAllowed('2028-02-29', early2028)).toBe(true);
    expect(isDeliverOnAllowed('2027-02-29', new Date('2027-01-15T12:00:00Z'))).toBe(false);
    expect(isDeliverOnAllowed('2026-13-01', noon)).toBe(false);
    expect(isDeliverOnAllowed('10.06.2026', noon)).toBe(false);
  });
});
