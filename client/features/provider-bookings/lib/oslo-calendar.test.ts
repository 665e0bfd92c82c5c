import { describe, expect, it } from 'vitest';
import { enResources } from '#shared/i18n/resources-en.ts';
import { nbLaterResources } from '#shared/i18n/resources-nb-later.ts';
import { addLanguage, i18n } from '../../../lib/i18n.ts';
import { isUrgent, timeLeft } from '../../../components/bookings/time-left.ts';
import { addDays, assignLanes, bookingsByDay, isoWeek, monthRange, osloToday, osloWallClock, placeInDay, shiftAnchor, visibleHours, weekRange } from './oslo-calendar.ts';
import { timeLeftText } from './time-left-text.ts';

// The booking texts are among those the app fetches after its first view.
addLanguage('nb', nbLaterResources);
addLanguage('en', enResources);

const at = (iso: string) => new Date(iso);
const booking = (startsAt: string, endsAt: string) => ({ startsAt: at(startsAt), endsAt: at(endsAt) });

describe('weeks and months in Oslo', () => {
  it('runs a week from Monday to Sunday around any day', () => {
    expect(weekRange('2026-11-21')).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(weekRange('2026-11-16').days).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    expect(weekRange('2026-12-31')).toMatchObject({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('keeps seven whole days in the weeks summer time starts and ends (last Sundays of March and October)', () => {
    expect(weekRange('2026-03-29').days).toEqual(['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29']);
    expect(weekRange('2026-10-25')).toMatchObject({ from: '2026-10-19', to: '2026-10-25' });
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });

  it('shows a month as whole weeks, never more than the 42 days the calendar asks for', () => {
    const november = monthRange('2026-11-21');
    expect(november).toMatchObject({ month: '2026-11', from: '2026-10-26', to: '2026-12-06' });
    expect(november.weeks).toHaveLength(6);
    expect(november.weeks.every((week) => week.length === 7)).toBe(true);
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    expect(monthRange('2027-02-10')).toMatchObject({ from: '2027-02-01', to: '2027-02-28' });
    for (const day of ['2026-03-15', '2026-08-01', '2026-10-31', '2027-05-31']) expect(monthRange(day).days.length).toBeLessThanOrEqual(42);
  });

  it('steps a week by seven days and a month to the 1st of the next or previous one', () => {
    expect(shiftAnchor('week', '2026-11-21', 1)).toBe('2026-11-28');
    expect(shiftAnchor('week', '2026-11-21', -1)).toBe('2026-11-14');
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor('month', '2026-01-15', -1)).toBe('2025-12-01');
  });

  it('numbers weeks the Norwegian (ISO) way', () => {
    expect(isoWeek('2026-11-21')).toBe(47);
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
  });

  it("reads today's date on Oslo's clock, not the device's", () => {
    expect(osloToday(at('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(osloToday(at('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });
});

describe('placing bookings in day columns', () => {
  it('uses Oslo wall-clock time, winter and summer', () => {
    expect(osloWallClock(at('2026-11-23T09:00:00Z'))).toEqual({ day: '2026-11-23', minutes: 10 * 60 });
    expect(osloWallClock(at('2026-06-23T09:00:00Z'))).toEqual({ day: '2026-06-23', minutes: 11 * 60 });
    expect(placeInDay(booking('2026-11-23T09:00:00Z', '2026-11-23T11:30:00Z'), '2026-11-23')).toEqual({ startMinutes: 600, endMinutes: 750 });
    expect(placeInDay(booking('2026-11-23T09:00:00Z', '2026-11-23T11:30:00Z'), '2026-11-24')).toBeNull();
  });

  it('places bookings on the days summer time starts and ends by the clock on the wall', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00. 09:00 local is 07:00 UTC.
    expect(placeInDay(booking('2026-03-29T07:00:00Z', '2026-03-29T09:00:00Z'), '2026-03-29')).toEqual({ startMinutes: 540, endMinutes: 660 });
    // The Saturday before is still winter time: 09:00 local is 08:00 UTC.
    expect(placeInDay(booking('2026-03-28T08:00:00Z', '2026-03-28T10:00:00Z'), '2026-03-28')).toEqual({ startMinutes: 540, endMinutes: 660 });
    // 25 October 2026: back from 03:00 to 02:00. 09:00 local is 08:00 UTC again.
    expect(placeInDay(booking('2026-10-25T08:00:00Z', '2026-10-25T10:00:00Z'), '2026-10-25')).toEqual({ startMinutes: 540, endMinutes: 660 });
    const week = weekRange('2026-10-25');
    const byDay = bookingsByDay([booking('2026-10-25T08:00:00Z', '2026-10-25T10:00:00Z'), booking('2026-10-19T08:00:00Z', '2026-10-19T09:00:00Z')], week.days);
    expect(byDay.get('2026-10-25')).toHaveLength(1);
    expect(byDay.get('2026-10-19')?.[0]?.placement).toEqual({ startMinutes: 600, endMinutes: 660 });
  });

  it('cuts a booking past midnight into both days', () => {
    const late = booking('2026-11-23T21:00:00Z', '2026-11-24T01:00:00Z');
    expect(placeInDay(late, '2026-11-23')).toEqual({ startMinutes: 22 * 60, endMinutes: 24 * 60 });
    expect(placeInDay(late, '2026-11-24')).toEqual({ startMinutes: 0, endMinutes: 120 });
    expect(placeInDay(booking('2026-11-23T21:00:00Z', '2026-11-23T23:00:00Z'), '2026-11-24')).toBeNull();
  });

  it('widens the grid to the earliest and latest booking', () => {
    expect(visibleHours([])).toEqual({ startHour: 7, endHour: 20 });
    expect(visibleHours([{ startMinutes: 5 * 60 + 30, endMinutes: 6 * 60 }, { startMinutes: 20 * 60, endMinutes: 21 * 60 + 15 }])).toEqual({ startHour: 5, endHour: 22 });
  });

  it('puts overlapping requests side by side and the rest full width', () => {
    const lanes = assignLanes([
      { startMinutes: 600, endMinutes: 720 },
      { startMinutes: 630, endMinutes: 690 },
      { startMinutes: 700, endMinutes: 760 },
      { startMinutes: 800, endMinutes: 860 },
    ]);
    expect(lanes).toEqual([
      { lane: 0, lanes: 2 },
      { lane: 1, lanes: 2 },
      { lane: 1, lanes: 2 },
      { lane: 0, lanes: 1 },
    ]);
  });
});

describe('time left to answer', () => {
  const now = at('2026-11-21T12:00:00Z');
  const t = i18n.getFixedT('nb', 'agentBookings');
  const tEn = i18n.getFixedT('en', 'agentBookings');

  it('shows days and hours while more than a day is left', () => {
    const left = timeLeft(at('2026-11-24T11:59:00Z'), now);
    expect(left).toEqual({ days: 2, hours: 23, minutes: 59 });
    expect(isUrgent(left)).toBe(false);
    expect(timeLeftText(left, t)).toBe('2 d 23 t igjen');
  });

  it('turns urgent under 24 hours and shows minutes', () => {
    expect(isUrgent(timeLeft(at('2026-11-22T12:00:00Z'), now))).toBe(false);
    const left = timeLeft(at('2026-11-22T11:59:00Z'), now);
    expect(left).toEqual({ days: 0, hours: 23, minutes: 59 });
    expect(isUrgent(left)).toBe(true);
    expect(timeLeftText(left, t)).toBe('23 t 59 min igjen');
    expect(timeLeftText(left, tEn)).toBe('23 h 59 min left');
  });

  it('says the deadline has passed at and after it', () => {
    expect(timeLeft(now, now)).toBe('passed');
    expect(timeLeftText(timeLeft(at('2026-11-21T11:00:00Z'), now), t)).toBe('Fristen er ute');
  });
});
