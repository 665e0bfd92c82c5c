import { describe, expect, it } from 'vitest';
import { errorMessage } from '#shared/errors/error-catalogue.ts';
import { issueKey } from '#shared/errors/zod-issue.ts';
import { offeringSchema } from './offering.schema.ts';
import { servicePriceLimits, servicePriceOreSchema } from './service-price.ts';

const keyOf = (input: unknown) => {
  const parsed = servicePriceOreSchema.safeParse(input);
  return parsed.success ? null : issueKey(parsed.error.issues[0]!);
};

describe('service price', () => {
  it.each([
    [undefined, 'error.price.required'],
    [Number.NaN, 'common.field.number'],
    ['500', 'common.field.number'],
    [null, 'common.field.number'],
    [12.5, 'common.field.number'],
    [0, 'error.price.too_low'],
    [99, 'error.price.too_low'],
    [-50_000, 'error.price.too_low'],
    [100_000_001, 'error.price.too_high'],
    [9_999_999_900, 'error.price.too_high'],
    [100, null],
    [129_050, null],
    [100_000_000, null],
  ])('%s øre → %s', (input, key) => {
    expect(keyOf(input)).toBe(key);
  });

  it('names the limits the schema enforces in both languages', () => {
    const kroner = (ore: number, locale: string) => `${(ore / 100).toLocaleString(locale)} kr`;
    expect(errorMessage('error.price.too_low', 'nb')).toBe(`Prisen må være minst ${kroner(servicePriceLimits.minimumOre, 'nb-NO')}`);
    expect(errorMessage('error.price.too_high', 'nb')).toBe(`Prisen kan være høyst ${kroner(servicePriceLimits.maximumOre, 'nb-NO')}`);
    expect(errorMessage('error.price.too_low', 'en')).toBe(`The price must be at least ${kroner(servicePriceLimits.minimumOre, 'en-GB')}`);
    expect(errorMessage('error.price.too_high', 'en')).toBe(`The price can be at most ${kroner(servicePriceLimits.maximumOre, 'en-GB')}`);
  });

  it('checks the base price and every add-on price of an offering alike', () => {
    const addon = { title: 'Ovnsvask', unitType: 'custom', unitPriceOre: 0, unitTimeMinutes: 0, maxUnits: 1, unitsInBasePrice: 0 };
    const parsed = offeringSchema.safeParse({ title: 'Flyttevask', priceType: 'fixed', basePriceOre: 0, baseDurationMinutes: 60, areas: ['oslo'], addons: [addon] });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => [issue.path.join('.'), issueKey(issue)])).toEqual([
      ['basePriceOre', 'error.price.too_low'],
      ['addons.0.unitPriceOre', 'error.price.too_low'],
    ]);
  });
});
