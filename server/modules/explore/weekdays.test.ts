import { describe, expect, it } from 'vitest';
import { isoWeekdaysBetween, weekdayFilter } from './weekdays.ts';

const at = (iso: string) => new Date(iso);

describe('isoWeekdaysBetween (Europe/Oslo)', () => {
  it.each([
    // 2026-01-05 is a Monday.
    ['one Monday', '2026-01-05T08:00:00+01:00', '2026-01-05T20:00:00+01:00', [1]],
    ['Friday to Monday', '2026-01-09T10:00:00+01:00', '2026-01-12T10:00:00+01:00', [1, 5, 6, 7]],
    ['six days: all but one', '2026-01-05T00:00:00+01:00', '2026-01-10T23:59:00+01:00', [1, 2, 3, 4, 5, 6]],
    ['exactly seven days', '2026-01-05T00:00:00+01:00', '2026-01-11T00:00:00+01:00', [1, 2, 3, 4, 5, 6, 7]],
    ['a month', '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', [1, 2, 3, 4, 5, 6, 7]],
    // 23:30 UTC on Sunday 4 January is already Monday in Oslo.
    ['an instant given in UTC is read on the Oslo calendar', '2026-01-04T23:30:00Z', '2026-01-04T23:45:00Z', [1]],
    // Summer time: 22:30 UTC on Saturday 27 June is 00:30 Sunday in Oslo.
    ['summer offset', '2026-06-27T22:30:00Z', '2026-06-27T22:45:00Z', [7]],
    // 29 March 2026: Oslo skips from 02:00 to 03:00 (a 23-hour Sunday).
    ['across the spring change', '2026-03-28T23:30:00+01:00', '2026-03-30T00:30:00+02:00', [1, 6, 7]],
    ['across the autumn change', '2026-10-25T00:30:00+02:00', '2026-10-25T23:30:00+01:00', [7]],
    ['to before from', '2026-01-06T00:00:00+01:00', '2026-01-05T00:00:00+01:00', []],
  ])('%s', (_label, from, to, expected) => {
    expect(isoWeekdaysBetween(at(from), at(to))).toEqual(expected);
  });
});

describe('weekdayFilter', () => {
  it('asks for nothing without dates and for every weekday when one end is open', () => {
    expect(weekdayFilter({})).toBeNull();
    expect(weekdayFilter({ from: at('2026-01-05T10:00:00Z') })).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekdayFilter({ to: at('2026-01-05T10:00:00Z') })).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekdayFilter({ from: at('2026-01-10T10:00:00Z'), to: at('2026-01-11T10:00:00Z') })).toEqual([6, 7]);
  });
});
