import { describe, expect, it } from 'vitest';
import { createAddonOfferBodySchema } from './booking-cards.schema.ts';

describe('createAddonOfferBodySchema', () => {
  it.each([1, 19.99, 250.5, 1_000_000])('takes %s kroner', (unitPrice) => {
    expect(createAddonOfferBodySchema.safeParse({ title: 'Vindusvask', unitPrice }).success).toBe(true);
  });

  it.each([
    [0.5, 'common.field.required'],
    [19.999, 'error.offer.amount_decimals'],
    [1_000_000.01, 'error.zod.too_big'],
  ])('refuses %s kroner (%s)', (unitPrice, key) => {
    const issues = createAddonOfferBodySchema.safeParse({ title: 'Vindusvask', unitPrice }).error?.issues ?? [];
    expect(issues.map((issue) => issue.message === key || issue.code === key.replace('error.zod.', ''))).toContain(true);
  });

  it('needs a title and keeps an empty description', () => {
    expect(createAddonOfferBodySchema.safeParse({ title: '  ', unitPrice: 100 }).error?.issues[0]?.message).toBe('common.field.required');
    expect(createAddonOfferBodySchema.parse({ title: ' Vask ', unitPrice: 100 })).toEqual({ title: 'Vask', description: '', unitPrice: 100 });
  });
});
