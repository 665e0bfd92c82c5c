import { describe, expect, it } from 'vitest';
import { errorMessage, isErrorKey } from '#shared/errors/error-catalogue.ts';
import { type BookingPriceInput, BookingPriceError, bookingPrice, type PricedAddon, vatIncluded } from './booking-price.ts';

const extraHour: PricedAddon = { id: 'extra-hour', title: 'Ekstra time', unitType: 'custom', unitPriceOre: 60_000, unitTimeMinutes: 60, maxUnits: 4, unitsInBasePrice: 0 };
const oven: PricedAddon = { id: 'oven', title: 'Ovnsrengjøring', unitType: 'custom', unitPriceOre: 45_000, unitTimeMinutes: 45, maxUnits: 1, unitsInBasePrice: 0 };
const guest: PricedAddon = { id: 'guest', title: 'Ekstra gjest', unitType: 'participant', unitPriceOre: 29_000, unitTimeMinutes: 0, maxUnits: 80, unitsInBasePrice: 50 };
const windows: PricedAddon = { id: 'windows', title: 'Vinduer', unitType: 'custom', unitPriceOre: 5_000, unitTimeMinutes: 10, maxUnits: 20, unitsInBasePrice: 5 };

const input = (overrides: Partial<BookingPriceInput> = {}): BookingPriceInput => ({
  basePriceOre: 180_000,
  priceType: 'fixed',
  addons: [extraHour, oven, guest, windows],
  chosen: [],
  participants: null,
  maxBaseParticipants: null,
  taxRatePercent: 25,
  ...overrides,
});

function refusal(run: () => unknown): BookingPriceError {
  try {
    run();
  } catch (error) {
    if (error instanceof BookingPriceError) return error;
    throw error;
  }
  throw new Error('expected a BookingPriceError');
}

describe('bookingPrice', () => {
  it('is the base price alone when nothing is added, with the VAT inside it', () => {
    // 180 000 × 25 / 125 = 36 000
    expect(bookingPrice(input())).toEqual({
      priceType: 'fixed',
      lines: [{ kind: 'base', units: 1, chargedUnits: 1, unitPriceOre: 180_000, amountOre: 180_000, minutes: 0 }],
      totalOre: 180_000,
      vatOre: 36_000,
      extraMinutes: 0,
    });
  });

  it('adds custom add-ons per unit, with their time, chosen by index or by id', () => {
    const price = bookingPrice(input({ chosen: [{ addonIndex: 0, units: 2 }, { id: 'oven', units: 1 }] }));
    expect(price.lines.slice(1)).toEqual([
      { kind: 'addon', addonIndex: 0, id: 'extra-hour', title: 'Ekstra time', unitType: 'custom', units: 2, chargedUnits: 2, unitPriceOre: 60_000, amountOre: 120_000, minutes: 120 },
      { kind: 'addon', addonIndex: 1, id: 'oven', title: 'Ovnsrengjøring', unitType: 'custom', units: 1, chargedUnits: 1, unitPriceOre: 45_000, amountOre: 45_000, minutes: 45 },
    ]);
    expect(price.totalOre).toBe(345_000);
    expect(price.vatOre).toBe(69_000);
    expect(price.extraMinutes).toBe(165);
  });

  it('charges and times only the units beyond those in the base price', () => {
    expect(bookingPrice(input({ chosen: [{ id: 'windows', units: 5 }] }))).toMatchObject({ totalOre: 180_000, extraMinutes: 0 });
    expect(bookingPrice(input({ chosen: [{ id: 'windows', units: 8 }] }))).toMatchObject({ totalOre: 195_000, extraMinutes: 30 });
    expect(bookingPrice(input({ chosen: [{ id: 'windows', units: 8 }] })).lines[1]).toMatchObject({ units: 8, chargedUnits: 3 });
  });

  it('counts the participants for a participant add-on, whatever units were sent', () => {
    const price = bookingPrice(input({ participants: 60, maxBaseParticipants: 50, chosen: [{ id: 'guest', units: 1 }] }));
    expect(price.lines[1]).toMatchObject({ units: 60, chargedUnits: 10, amountOre: 290_000 });
    expect(price.totalOre).toBe(470_000);
  });

  it('refuses more participants than the base price covers unless a participant add-on pays for them', () => {
    expect(bookingPrice(input({ participants: 50, maxBaseParticipants: 50 })).totalOre).toBe(180_000);
    const error = refusal(() => bookingPrice(input({ participants: 51, maxBaseParticipants: 50 })));
    expect(error.code).toBe('participants_above_max');
    expect(refusal(() => bookingPrice(input({ participants: 0 }))).code).toBe('participants_invalid');
    expect(refusal(() => bookingPrice(input({ participants: 81, maxBaseParticipants: 50, chosen: [{ id: 'guest' }] }))).code).toBe('units_above_max');
  });

  it('refuses units above the maximum or below zero with a key the customer can read', () => {
    const above = refusal(() => bookingPrice(input({ chosen: [{ id: 'extra-hour', units: 5 }] })));
    expect(above).toMatchObject({ code: 'units_above_max', addonIndex: 0, params: { max: 4 }, key: 'error.booking.addon_units_out_of_range' });
    expect(isErrorKey(above.key)).toBe(true);
    expect(errorMessage('error.booking.addon_units_out_of_range', 'en', above.params)).toBe('Choose between 0 and 4 of this extra.');
    expect(refusal(() => bookingPrice(input({ chosen: [{ id: 'extra-hour', units: -1 }] }))).code).toBe('units_below_zero');
    expect(refusal(() => bookingPrice(input({ chosen: [{ id: 'extra-hour', units: 1.5 }] }))).code).toBe('units_not_whole');
    expect(bookingPrice(input({ chosen: [{ id: 'extra-hour', units: 4 }] })).totalOre).toBe(420_000);
    expect(bookingPrice(input({ chosen: [{ id: 'extra-hour', units: 0 }] })).lines).toHaveLength(1);
  });

  it('refuses an unknown add-on or the same one twice', () => {
    expect(refusal(() => bookingPrice(input({ chosen: [{ id: 'piano' }] }))).code).toBe('addon_unknown');
    expect(refusal(() => bookingPrice(input({ chosen: [{ addonIndex: 9 }] }))).code).toBe('addon_unknown');
    expect(refusal(() => bookingPrice(input({ chosen: [{ addonIndex: 1 }, { id: 'oven' }] }))).code).toBe('addon_chosen_twice');
  });

  it('keeps a from-price as the price and says so', () => {
    expect(bookingPrice(input({ priceType: 'from' }))).toMatchObject({ priceType: 'from', totalOre: 180_000 });
  });
});

describe('vatIncluded', () => {
  it('is total × rate / (100 + rate), rounded to whole øre with halves up', () => {
    expect(vatIncluded(100_000, 25)).toBe(20_000);
    expect(vatIncluded(99_999, 25)).toBe(20_000); // 19 999.8
    expect(vatIncluded(10, 25)).toBe(2);
    expect(vatIncluded(5, 25)).toBe(1); // exactly 1
    expect(vatIncluded(45, 12.5)).toBe(5); // exactly 5
    expect(vatIncluded(13, 15)).toBe(2); // 1.6956…
    expect(vatIncluded(115, 15)).toBe(15);
    expect(vatIncluded(23, 15)).toBe(3); // exactly 3
    expect(vatIncluded(125, 0)).toBe(0);
    // 35 × 100 / 200 = 17.5: an exact half rounds up.
    expect(vatIncluded(35, 100)).toBe(18);
  });
});
