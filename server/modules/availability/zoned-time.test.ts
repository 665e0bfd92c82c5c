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

  it('reads the offset right up to the second the clocks change, in hours seen before and after', () => {
    expect(offsetAt(Date.parse('2026-03-29T00:59:59Z'))).toBe(hour);
    expect(offsetAt(Date.parse('2026-03-29T01:00:00Z'))).toBe(2 * hour);
    expect(offsetAt(Date.parse('2026-10-25T00:59:59.999Z'))).toBe(2 * hour);
    expect(offsetAt(Date.parse('2026-10-25T01:00:00Z'))).toBe(hour);
    expect(offsetAt(Date.parse('2026-10-25T00:30:00Z'))).toBe(2 * hour);
  });
});

describe('offsetAt in zones that change off the UTC hour', () => {
  /** The offset `Intl` names ("GMT+10:30"), read independently of offsetAt. */
  function namedOffset(instant: number, timeZone: string): number {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(instant).find((part) => part.type === 'timeZoneName')!.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    if (!match) return 0;
    return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * hour + Number(match[3]) * 60_000);
  }

  it.each([
    // Lord Howe moves its clocks by half an hour at 02:00 local, 15:30 UTC.
    ['Australia/Lord_Howe', '2026-10-03T14:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T14:00:00Z'],
    // Newfoundland changes at 02:00 local, 04:30 or 05:30 UTC (a half-hour zone).
    ['America/St_Johns', '2026-03-08T04:00:00Z'],
    ['America/St_Johns', '2026-11-01T03:00:00Z'],
    ['Europe/Oslo', '2026-03-29T00:00:00Z'],
  ])('%s around %s, every minute for three hours', (timeZone, from) => {
    const start = Date.parse(from);
    for (let instant = start; instant <= start + 3 * hour; instant += 60_000) {
      expect([instant, offsetAt(instant, timeZone)]).toEqual([instant, namedOffset(instant, timeZone)]);
      expect(offsetAt(instant - 1000, timeZone)).toBe(namedOffset(instant - 1000, timeZone));
    }
  });
});
