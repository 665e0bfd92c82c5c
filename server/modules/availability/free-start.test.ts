import { describe, expect, it } from 'vitest';
import { freeStartMaxDays, freeStartWindow, keysWithFreeStart, providerAvailabilityOf, windowDates, windowWeekdays } from './free-start.ts';

const at = (iso: string) => new Date(iso);
// Monday 16 November 2026, 09:55 in Oslo.
const now = at('2026-11-16T08:55:00Z');

describe('freeStartWindow (Europe/Oslo)', () => {
  it('reads both ends as included, but a `to` on an Oslo midnight as the end of the day before', () => {
    const window = freeStartWindow({ from: at('2026-11-18T10:00:00+01:00'), to: at('2026-11-18T12:00:00+01:00') }, now)!;
    expect([window.notBefore, window.notAfter]).toEqual([Date.parse('2026-11-18T09:00:00Z'), Date.parse('2026-11-18T11:00:00Z')]);
    const day = freeStartWindow({ from: at('2026-11-18T00:00:00+01:00'), to: at('2026-11-19T00:00:00+01:00') }, now)!;
    expect(day.notAfter).toBe(Date.parse('2026-11-18T23:00:00Z') - 1);
    expect(windowDates(day)).toEqual(['2026-11-18', '2026-11-18']);
    expect(windowWeekdays(day)).toEqual([3]);
  });

  it('starts no earlier than now, and is null for a span that is over', () => {
    expect(freeStartWindow({ to: at('2026-11-17T12:00:00+01:00') }, now)!.notBefore).toBe(now.getTime());
    expect(freeStartWindow({ from: at('2026-11-13T08:00:00+01:00'), to: at('2026-11-13T16:00:00+01:00') }, now)).toBeNull();
  });

  it('is bounded to freeStartMaxDays days, and holds every weekday in a week or more', () => {
    const open = freeStartWindow({ from: at('2026-11-20T00:00:00+01:00') }, now)!;
    expect(open.lastDay - open.firstDay + 1).toBe(freeStartMaxDays);
    expect(windowWeekdays(open)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('counts Oslo dates across the October change: 23:30 UTC on Saturday 24th is Sunday', () => {
    const window = freeStartWindow({ from: at('2026-10-24T22:30:00Z'), to: at('2026-10-25T23:30:00Z') }, at('2026-10-20T10:00:00Z'))!;
    expect(windowDates(window)).toEqual(['2026-10-25', '2026-10-26']);
    expect(windowWeekdays(window)).toEqual([1, 7]);
  });
});

/** A saved schedule as the database gives it: Saturdays 10:00–14:00, with the notice given. */
const savedSaturdays = (earliestAvailableHours: number) =>
  JSON.stringify({
    isAvailable: true,
    horizonDays: 90,
    weekdays: [{ day: 'SATURDAY', workingHours: [{ from: '10:00', to: '14:00' }] }],
    overrides: [],
    bufferTimeMinutes: 0,
    maxDailyBookings: null,
    earliestAvailableHours,
    closedOnHolidays: true,
  });

describe('providerAvailabilityOf', () => {
  const saved = savedSaturdays(0);
  const row = (schedule: string | null, instantBooking = false, busy: string | null = null) =>
    ({ instant_booking: instantBooking, schedule, busy, per_day: null });

  it('gives providers with the same saved hours one shared, unchangeable schedule', () => {
    const first = providerAvailabilityOf(row(saved)).schedule;
    expect(providerAvailabilityOf(row(saved)).schedule).toBe(first);
    expect(providerAvailabilityOf(row(saved, true)).schedule).not.toBe(first);
    expect(providerAvailabilityOf(row(saved, true)).schedule.instantBooking).toBe(true);
    expect(() => (first.weekdays[0]!.workingHours as Array<{ from: string; to: string }>).push({ from: '15:00', to: '16:00' })).toThrow(TypeError);
  });

  it('keeps each provider’s own busy time while the schedule is shared', () => {
    // Saturday 21 November 2026 in Oslo; one provider is busy 10:00–14:00, the other is free.
    const window = freeStartWindow({ from: at('2026-11-21T10:00:00+01:00'), to: at('2026-11-21T12:00:00+01:00') }, now)!;
    const busy = JSON.stringify([[Date.parse('2026-11-21T09:00:00Z'), Date.parse('2026-11-21T13:00:00Z')]]);
    const providers = new Map([
      ['busy', providerAvailabilityOf(row(saved, false, busy))],
      ['free', providerAvailabilityOf(row(saved))],
    ]);
    const candidates = [
      { key: 'busy-service', providerId: 'busy', durationMinutes: 60 },
      { key: 'free-service', providerId: 'free', durationMinutes: 60 },
    ];
    expect([...keysWithFreeStart(candidates, providers, window, now)]).toEqual(['free-service']);
  });
});

describe('keysWithFreeStart, asked again for a kept provider', () => {
  // Saturdays 10:00–14:00 with a day's notice; the one provider is busy 10:00–12:00 on 21 November.
  const withNotice = savedSaturdays(24);
  const busy = JSON.stringify([[Date.parse('2026-11-21T09:00:00Z'), Date.parse('2026-11-21T11:00:00Z')]]);
  const kept = new Map([['provider', providerAvailabilityOf({ instant_booking: false, schedule: withNotice, busy, per_day: null })]]);
  const candidates = [{ key: 'two-hours', providerId: 'provider', durationMinutes: 120 }];
  const saturday = { from: at('2026-11-21T10:00:00+01:00'), to: at('2026-11-21T12:00:00+01:00') };

  it('answers as the engine does while the clock moves, the notice reaching into the window at last', () => {
    const ask = (clock: string) => [...keysWithFreeStart(candidates, kept, freeStartWindow(saturday, at(clock))!, at(clock))];
    // Two hours fit from 12:00 on; starts up to 12:00 are asked for.
    expect(ask('2026-11-18T09:00:00Z')).toEqual(['two-hours']);
    expect(ask('2026-11-19T09:00:00Z')).toEqual(['two-hours']);
    // A day's notice from 12:00 on Friday still allows 12:00 on Saturday; from 12:30, nothing fits.
    expect(ask('2026-11-20T11:00:00Z')).toEqual(['two-hours']);
    expect(ask('2026-11-20T11:30:00Z')).toEqual([]);
    // Earlier again: the first answer stands.
    expect(ask('2026-11-19T09:00:00Z')).toEqual(['two-hours']);
  });

  it('reads a provider that changed anew', () => {
    const clock = at('2026-11-18T09:00:00Z');
    const window = freeStartWindow(saturday, clock)!;
    expect([...keysWithFreeStart(candidates, kept, window, clock)]).toEqual(['two-hours']);
    const booked = JSON.stringify([[Date.parse('2026-11-21T09:00:00Z'), Date.parse('2026-11-21T13:00:00Z')]]);
    const changed = new Map([['provider', providerAvailabilityOf({ instant_booking: false, schedule: withNotice, busy: booked, per_day: null })]]);
    expect([...keysWithFreeStart(candidates, changed, window, clock)]).toEqual([]);
  });
});
