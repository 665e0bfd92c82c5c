import { describe, expect, it } from 'vitest';
import { basePriceOre, durationMs, durationParts, tabFromSearch } from './booking-facts.ts';

describe('booking facts', () => {
  it('reads the tab from the address and falls back to the active bookings', () => {
    expect(tabFromSearch(new URLSearchParams('fane=foresporsler'))).toBe('requests');
    expect(tabFromSearch(new URLSearchParams('fane=arkiv'))).toBe('archive');
    expect(tabFromSearch(new URLSearchParams('fane=aktive'))).toBe('active');
    expect(tabFromSearch(new URLSearchParams('fane=nonsense'))).toBe('active');
    expect(tabFromSearch(new URLSearchParams('tab=requests'))).toBe('active');
    expect(tabFromSearch(new URLSearchParams())).toBe('active');
  });

  it('splits the price into the base and the add-on lines that add up to the total', () => {
    expect(basePriceOre({ listPriceOre: 129_000, addons: [{ amountOre: 35_000 }, { amountOre: 5_000 }] })).toBe(89_000);
  });

  it('keeps the length of a booking in hours and minutes', () => {
    const span = { startsAt: new Date('2026-11-21T09:00:00Z'), endsAt: new Date('2026-11-21T11:30:00Z') };
    expect(durationMs(span)).toBe(150 * 60_000);
    expect(durationParts(durationMs(span))).toEqual({ hours: 2, minutes: 30 });
  });
});
