import { describe, expect, it } from 'vitest';
import { addDays, addMonths, monthWeeks, movedDate, osloToday, weekdayIndex } from './month-grid.ts';

describe('month grid', () => {
  it('knows the Oslo date around midnight whatever the device zone', () => {
    expect(osloToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(osloToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(osloToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('steps days and months across year ends and daylight saving changes', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
  });

  it('lays a month out in weeks from Monday', () => {
    // 1 November 2026 is a Sunday.
    const weeks = monthWeeks('2026-11');
    expect(weekdayIndex('2026-11-01')).toBe(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it.each([
    ['ArrowLeft', '2026-11-18'],
    ['ArrowRight', '2026-11-20'],
    ['ArrowUp', '2026-11-12'],
    ['ArrowDown', '2026-11-26'],
    ['Home', '2026-11-16'],
    ['End', '2026-11-22'],
    ['PageUp', '2026-10-19'],
    ['PageDown', '2026-12-19'],
    ['a', null],
  ])('%s moves from Thursday 19 November to %s', (key, expected) => {
    expect(movedDate('2026-11-19', key)).toBe(expected);
  });

  it('Page Down from 31 January lands on the last day of February', () => {
    expect(movedDate('2027-01-31', 'PageDown')).toBe('2027-02-28');
  });
});
