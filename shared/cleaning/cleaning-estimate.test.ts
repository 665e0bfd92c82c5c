import { describe, expect, it } from 'vitest';
import { cleaningEstimateRequestSchema, cleaningSizeSchema } from './cleaning-estimate.schema.ts';
import { baseHoursFor, estimateCleaning, type CleaningEstimateInput } from './cleaning-estimate.ts';
import { estimateRequestFrom, estimateRequestQuery, readEstimateQuery } from './estimate-query.ts';

const estimate = (input: Partial<CleaningEstimateInput> = {}) => {
  const result = estimateCleaning({ type: 'one_time', sizeM2: 55, ...input });
  if (!result.ok) throw new Error(`no estimate: ${result.problem.key}`);
  return result.estimate;
};

describe('size tiers', () => {
  it.each([
    [1, 2],
    [59, 2],
    [60, 3],
    [114, 3],
    [115, 4],
    [179, 4],
    [180, 5],
    [249, 5],
    [250, 7.5],
    [500, 7.5],
  ])('%i m² takes %d base hours', (size, hours) => {
    expect(baseHoursFor(size)).toBe(hours);
    expect(estimate({ sizeM2: size }).baseHours).toBe(hours);
  });

  it.each([0, 501, -5, 59.5, 0.5, 500.1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d m² with the size error', (size) => {
    expect(baseHoursFor(size)).toBeNull();
    expect(estimateCleaning({ type: 'one_time', sizeM2: size })).toEqual({ ok: false, problem: { path: 'sizeM2', key: 'error.estimate.size_unsupported' } });
  });

  it('the form takes whole m² from 1 to 500 only', () => {
    for (const size of [1, 500]) expect(cleaningSizeSchema.safeParse(size).success).toBe(true);
    for (const size of [0, 501, 59.5, '55']) {
      const result = cleaningSizeSchema.safeParse(size);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('error.estimate.size_unsupported');
    }
  });
});

describe('hours and price', () => {
  it('one visit of 55 m²: 2 hours, 1 200 kr with 240 kr VAT', () => {
    expect(estimate()).toEqual({
      baseHours: 2,
      extraHours: 0,
      addOnHours: 0,
      hours: 2,
      hourlyPriceOre: 60_000,
      priceOre: 120_000,
      vatOre: 24_000,
      visitsPerMonth: null,
      monthlyPriceOre: null,
      firstVisitPriceOre: null,
    });
  });

  it('the fridge and the oven add an hour each', () => {
    expect(estimate({ oven: true })).toMatchObject({ addOnHours: 1, hours: 3, priceOre: 180_000, vatOre: 36_000 });
    expect(estimate({ fridge: true })).toMatchObject({ addOnHours: 1, hours: 3 });
    expect(estimate({ fridge: true, oven: true })).toMatchObject({ addOnHours: 2, hours: 4, priceOre: 240_000 });
  });

  it('extra hours go in half hours from 0 to 8', () => {
    expect(estimate({ extraHours: 0.5 })).toMatchObject({ extraHours: 0.5, hours: 2.5, priceOre: 150_000, vatOre: 30_000 });
    expect(estimate({ sizeM2: 250, extraHours: 8, fridge: true, oven: true })).toMatchObject({ hours: 17.5, priceOre: 1_050_000, vatOre: 210_000 });
    for (const extraHours of [-0.5, 0.25, 8.5, Number.NaN]) {
      expect(estimateCleaning({ type: 'one_time', sizeM2: 55, extraHours })).toEqual({ ok: false, problem: { path: 'extraHours', key: 'error.estimate.extra_hours_invalid' } });
    }
  });

  it('the largest tier has half an hour: 7.5 hours for 4 500 kr', () => {
    expect(estimate({ sizeM2: 300 })).toMatchObject({ hours: 7.5, priceOre: 450_000, vatOre: 90_000 });
  });
});

describe('recurring cleaning', () => {
  it.each([
    ['weekly', 52 / 12, 520_000],
    ['every_two_weeks', 26 / 12, 260_000],
    ['every_four_weeks', 13 / 12, 130_000],
  ] as const)('%s: visits a month and the month price', (frequency, visits, monthly) => {
    expect(estimate({ type: 'recurring', frequency })).toMatchObject({ visitsPerMonth: visits, monthlyPriceOre: monthly, firstVisitPriceOre: null });
  });

  it('a promo lowers the first visit, rounded to whole kroner', () => {
    expect(estimate({ type: 'recurring', frequency: 'weekly', promoPercentage: 15 })).toMatchObject({ priceOre: 120_000, firstVisitPriceOre: 102_000 });
    // 2.5 h = 1 500 kr; 15 % off = 1 275 kr.
    expect(estimate({ type: 'recurring', frequency: 'weekly', extraHours: 0.5, promoPercentage: 15 }).firstVisitPriceOre).toBe(127_500);
    // 7.5 h = 4 500 kr; 33 % off = 3 015 kr.
    expect(estimate({ type: 'recurring', frequency: 'weekly', sizeM2: 300, promoPercentage: 33 }).firstVisitPriceOre).toBe(301_500);
    // 3 h = 1 800 kr; 7 % off = 1 674 kr.
    expect(estimate({ type: 'recurring', frequency: 'weekly', oven: true, promoPercentage: 7 }).firstVisitPriceOre).toBe(167_400);
  });

  it('a promo does not touch a one-time cleaning', () => {
    expect(estimate({ promoPercentage: 15 }).firstVisitPriceOre).toBeNull();
  });

  it('needs a frequency, which other types refuse', () => {
    expect(estimateCleaning({ type: 'recurring', sizeM2: 55 })).toEqual({ ok: false, problem: { path: 'frequency', key: 'error.estimate.frequency_required' } });
    expect(estimateCleaning({ type: 'move_out', sizeM2: 55, frequency: 'weekly' })).toEqual({
      ok: false,
      problem: { path: 'frequency', key: 'error.estimate.frequency_not_allowed' },
    });
    const issues = (body: unknown) => cleaningEstimateRequestSchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ type: 'recurring', sizeM2: 55 })).toEqual([['frequency', 'error.estimate.frequency_required']]);
    expect(issues({ type: 'one_time', sizeM2: 55, frequency: 'weekly' })).toEqual([['frequency', 'error.estimate.frequency_not_allowed']]);
    expect(issues({ type: 'recurring', sizeM2: 55, frequency: 'daily' })?.[0]?.[0]).toBe('frequency');
    expect(issues({ type: 'recurring', sizeM2: 55, frequency: 'weekly' })).toBeUndefined();
  });
});

describe('the estimate in the address', () => {
  it('goes there and back', () => {
    const request = { type: 'recurring', frequency: 'every_two_weeks', sizeM2: 55, extraHours: 1.5, fridge: false, oven: true, pets: true, parking: false, preferredDate: '2026-12-01', postalCode: '0368' } as const;
    const query = estimateRequestQuery(request);
    expect(query).toBe('type=fast&hyppighet=annenhver-uke&postnummer=0368&storrelse=55&dato=2026-12-01&dyr=1&ovn=1&ekstratimer=1.5');
    expect(estimateRequestFrom(readEstimateQuery(new URLSearchParams(query)))).toEqual(request);
  });

  it('is incomplete without a type, a frequency for recurring, or a size', () => {
    expect(estimateRequestFrom(readEstimateQuery(new URLSearchParams('storrelse=55')))).toBeNull();
    expect(estimateRequestFrom(readEstimateQuery(new URLSearchParams('type=fast&storrelse=55')))).toBeNull();
    expect(estimateRequestFrom(readEstimateQuery(new URLSearchParams('type=engangs')))).toBeNull();
    expect(estimateRequestFrom(readEstimateQuery(new URLSearchParams('type=engangs&storrelse=abc')))).toBeNull();
    expect(estimateRequestFrom(readEstimateQuery(new URLSearchParams('type=flyttevask&storrelse=600')))?.sizeM2).toBe(600);
  });
});
