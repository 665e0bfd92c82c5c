import { describe, expect, it } from 'vitest';
import { declineKindOf, nearestVisitTimes, nextChargeRetryAt, shouldPauseForUnpaid, visitChargeAt, visitSlotDay, visitStartsBetween, visitWindowDays, visitWindowEnd } from './visit-schedule.ts';
import { dayNumberOf } from '#server/modules/availability/zoned-time.ts';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());
const at = (text: string) => new Date(text);

describe('visit starts', () => {
  it('keep the wall-clock time weekly across the autumn change', () => {
    const plan = { firstDay: '2026-10-16', startMinutes: 9 * 60, frequency: 'weekly' as const };
    expect(iso(visitStartsBetween(plan, at('2026-10-01T00:00:00Z'), at('2026-11-01T00:00:00Z')))).toEqual([
      '2026-10-16T07:00:00.000Z',
      '2026-10-23T07:00:00.000Z',
      '2026-10-30T08:00:00.000Z',
    ]);
  });

  it('every fourth week across the spring change', () => {
    const plan = { firstDay: '2027-03-05', startMinutes: 9 * 60, frequency: 'every_four_weeks' as const };
    expect(iso(visitStartsBetween(plan, at('2027-03-01T00:00:00Z'), at('2027-05-01T00:00:00Z')))).toEqual([
      '2027-03-05T08:00:00.000Z',
      '2027-04-02T07:00:00.000Z',
      '2027-04-30T07:00:00.000Z',
    ]);
  });

  it('every other week across the new year', () => {
    const plan = { firstDay: '2026-12-18', startMinutes: 10 * 60, frequency: 'every_two_weeks' as const };
    expect(iso(visitStartsBetween(plan, at('2026-12-01T00:00:00Z'), at('2027-01-20T00:00:00Z')))).toEqual([
      '2026-12-18T09:00:00.000Z',
      '2027-01-01T09:00:00.000Z',
      '2027-01-15T09:00:00.000Z',
    ]);
  });

  it('move a start in the hour the clocks skip to the moment they jump', () => {
    const plan = { firstDay: '2027-03-21', startMinutes: 2 * 60 + 30, frequency: 'weekly' as const };
    expect(iso(visitStartsBetween(plan, at('2027-03-20T00:00:00Z'), at('2027-04-05T00:00:00Z')))).toEqual([
      '2027-03-21T01:30:00.000Z',
      '2027-03-28T01:00:00.000Z',
      '2027-04-04T00:30:00.000Z',
    ]);
  });

  it('from the middle of the series: only the visits at or after `from`, and `until` is not included', () => {
    const plan = { firstDay: '2026-12-04', startMinutes: 9 * 60, frequency: 'every_two_weeks' as const };
    expect(iso(visitStartsBetween(plan, at('2027-01-01T08:00:00Z'), at('2027-01-29T08:00:00Z')))).toEqual(['2027-01-01T08:00:00.000Z', '2027-01-15T08:00:00.000Z']);
    expect(iso(visitStartsBetween(plan, at('2027-01-01T08:00:01Z'), at('2027-01-29T08:00:01Z')))).toEqual(['2027-01-15T08:00:00.000Z', '2027-01-29T08:00:00.000Z']);
    expect(visitStartsBetween(plan, at('2026-01-01T00:00:00Z'), at('2026-12-04T08:00:00Z'))).toEqual([]);
  });

  it('are generated at least 8 weeks ahead, further when the provider takes bookings further ahead', () => {
    const now = at('2026-12-01T00:00:00Z');
    expect(visitWindowEnd(now, null).toISOString()).toBe('2027-01-26T00:00:00.000Z');
    expect(visitWindowEnd(now, 30).toISOString()).toBe('2027-01-26T00:00:00.000Z');
    expect(visitWindowEnd(now, 90).toISOString()).toBe('2027-03-01T00:00:00.000Z');
  });
});

describe('charging a visit', () => {
  it('happens at its cancellation deadline: 2 days before under Simple, 7 under Strict; a late visit at once', () => {
    const start = at('2026-12-11T09:00:00Z');
    expect(visitChargeAt(start, 'simple', at('2026-11-01T00:00:00Z')).toISOString()).toBe('2026-12-09T09:00:00.000Z');
    expect(visitChargeAt(start, 'strict', at('2026-11-01T00:00:00Z')).toISOString()).toBe('2026-12-04T09:00:00.000Z');
    expect(visitChargeAt(start, 'simple', at('2026-12-10T12:00:00Z')).toISOString()).toBe('2026-12-10T12:00:00.000Z');
  });

  it('tells hard declines from soft ones', () => {
    expect(declineKindOf('stolen_card')).toBe('hard');
    expect(declineKindOf('expired_card')).toBe('hard');
    expect(declineKindOf('insufficient_funds')).toBe('soft');
    expect(declineKindOf('card_declined')).toBe('soft');
    expect(declineKindOf(null)).toBe('soft');
  });

  it('retries a soft decline after 6 h, after 24 h and the morning before the visit, then gives up', () => {
    // Visit Friday 10:00 in Oslo, first try Tuesday 09:00.
    const startsAt = at('2026-12-04T09:00:00Z');
    const firstTryAt = at('2026-12-01T08:00:00Z');
    const retry = (lastTryAt: Date) => nextChargeRetryAt({ startsAt, firstTryAt, lastTryAt, decline: 'soft' })?.toISOString() ?? null;
    expect(retry(firstTryAt)).toBe('2026-12-01T14:00:00.000Z');
    expect(retry(at('2026-12-01T14:00:00Z'))).toBe('2026-12-02T08:00:00.000Z');
    expect(retry(at('2026-12-02T08:00:00Z'))).toBe('2026-12-03T07:00:00.000Z');
    expect(retry(at('2026-12-03T07:00:00Z'))).toBeNull();
    expect(nextChargeRetryAt({ startsAt, firstTryAt, lastTryAt: firstTryAt, decline: 'hard' })).toBeNull();
  });

  it('never retries after the visit has started', () => {
    // Charged late, the evening before: only the 6-hour retry... which falls after the start.
    const startsAt = at('2026-12-04T09:00:00Z');
    const firstTryAt = at('2026-12-04T05:00:00Z');
    expect(nextChargeRetryAt({ startsAt, firstTryAt, lastTryAt: firstTryAt, decline: 'soft' })).toBeNull();
  });
});

describe('pausing for unpaid visits', () => {
  it('pauses after two unpaid visits in a row; a skipped one does not break the row, a paid one does', () => {
    expect(shouldPauseForUnpaid(['unpaid', 'unpaid'])).toBe(true);
    expect(shouldPauseForUnpaid(['unpaid', 'skipped', 'unpaid', 'paid'])).toBe(true);
    expect(shouldPauseForUnpaid(['unpaid', 'paid', 'unpaid'])).toBe(false);
    expect(shouldPauseForUnpaid(['unpaid'])).toBe(false);
    expect(shouldPauseForUnpaid([])).toBe(false);
  });
});

describe('moving a collided visit', () => {
  const plan = { firstDay: '2026-12-04', startMinutes: 10 * 60, frequency: 'every_two_weeks' as const };

  it('stays within its own days: from its planned day to the day before the next visit', () => {
    expect(visitWindowDays(plan, at('2026-12-18T09:00:00Z'))).toEqual({ firstDay: dayNumberOf('2026-12-18'), endDay: dayNumberOf('2027-01-01') });
    // A moment late on the last day (Oslo time) still belongs to that visit, the next day to the next one.
    expect(visitSlotDay(plan, at('2026-12-31T22:30:00Z'))).toBe(dayNumberOf('2026-12-18'));
    expect(visitSlotDay(plan, at('2026-12-31T23:30:00Z'))).toBe(dayNumberOf('2027-01-01'));
    expect(visitSlotDay(plan, at('2026-12-18T06:00:00Z'))).toBe(dayNumberOf('2026-12-18'));
  });

  it('suggests the planned day\'s times nearest the planned one first (the earlier of two as near), then the following days in order', () => {
    const planned = at('2026-12-18T09:00:00Z');
    const times = ['2026-12-21T07:00:00Z', '2026-12-18T13:00:00Z', '2026-12-18T07:00:00Z', '2026-12-19T08:00:00Z', '2026-12-18T11:00:00Z', '2026-12-18T08:30:00Z'].map(at);
    expect(iso(nearestVisitTimes(planned, times))).toEqual([
      '2026-12-18T08:30:00.000Z',
      '2026-12-18T07:00:00.000Z',
      '2026-12-18T11:00:00.000Z',
      '2026-12-18T13:00:00.000Z',
      '2026-12-19T08:00:00.000Z',
      '2026-12-21T07:00:00.000Z',
    ]);
    expect(nearestVisitTimes(planned, [])).toEqual([]);
  });
});
