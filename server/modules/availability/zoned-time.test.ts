import { describe, expect, it } from 'vitest';
import { dateOfDayNumber, dayNumberAt, dayNumberOf, instantOfWallTime, isoWeekdayOf, offsetAt, steadyOffsetOf } from './zoned-time.ts';

const hour = 3_600_000;
const isoOf = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString());

describe('Oslo wall clock', () => {
  it('knows winter and summer offsets and where the calendar day turns', () => {
    expect(offsetAt(Date.parse('2026-01-05T12:00:00Z'))).toBe(hour);
    expect(offsetAt(Date.parse('2026-07-05T12:00:00Z'))).toBe(2 * hour);
    expect(dateOfDayNumber(dayNumberAt(Date.parse('2026-01-04T23:00:00Z')))).toBe('2026-01-05');
    expect(dateOfDayNumber(dayNumberAt(Date.parse('2026-06-30T22:00:00Z')))).toBe('2026-07-01');
    expect(isoWeekdayOf(dayNumberOf('2026-03-29'))).toBe(7);
  });

  it('marks the days the clocks change', () => {
    expect(steadyOffsetOf(dayNumberOf('2026-03-29'))).toBeNull();
    expect(steadyOffsetOf(dayNumberOf('2026-10-25'))).toBeNull();
    expect(steadyOffsetOf(dayNumberOf('2026-03-30'))).toBe(2 * hour);
    expect(steadyOffsetOf(dayNumberOf('2026-10-26'))).toBe(hour);
  });

  it.each([
    ['an ordinary time', '2026-03-29', '01:30', 'none', '2026-03-29T00:30:00.000Z'],
    ['a time the spring change skips', '2026-03-29', '02:30', 'none', null],
    ['the same time as a period edge: the jump', '2026-03-29', '02:30', 'jump', '2026-03-29T01:00:00.000Z'],
    ['the first time after the jump', '2026-03-29', '03:00', 'none', '2026-03-29T01:00:00.000Z'],
    ['a repeated time: its first occurrence', '2026-10-25', '02:30', 'none', '2026-10-25T00:30:00.000Z'],
    ['after the repeated hour', '2026-10-25', '03:00', 'none', '2026-10-25T02:00:00.000Z'],
    ['the end of the spring day', '2026-03-29', '24:00', 'none', '2026-03-29T22:00:00.000Z'],
    ['the end of the day before', '2026-03-28', '24:00', 'none', '2026-03-28T23:00:00.000Z'],
  ] as const)('%s', (_label, date, time, inGap, expected) => {
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    expect(isoOf(instantOfWallTime(dayNumberOf(date), hours * 60 + minutes, inGap))).toBe(expected);
  });
});
