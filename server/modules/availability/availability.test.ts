import { describe, expect, it } from 'vitest';
import type { Schedule, WeekdayHours } from '#shared/providers/schedule.schema.ts';
import { availableDays, availableTimes, firstAvailableTime, type AvailabilityInput, type BusyInterval } from './availability.ts';

const allDays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** Every day open at `hours` unless `weekdays` says otherwise, holidays too; no notice, two years ahead. */
function scheduleWith(changes: Partial<Schedule> & { hours?: WeekdayHours['workingHours'] } = {}): Schedule {
  const { hours = [{ from: '08:00', to: '16:00' }], ...rest } = changes;
  return {
    isAvailable: true,
    instantBooking: false,
    horizonDays: 730,
    weekdays: allDays.map((day) => ({ day, workingHours: hours })),
    overrides: [],
    bufferTimeMinutes: 0,
    maxDailyBookings: null,
    earliestAvailableHours: 0,
    closedOnHolidays: false,
    ...rest,
  };
}

const newYear2026 = new Date('2026-01-01T00:00:00Z');

function input(schedule: Schedule, changes: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return { schedule, busy: [], durationMinutes: 60, now: newYear2026, ...changes };
}

const busy = (start: string, end: string): BusyInterval => ({ start: new Date(start), end: new Date(end) });
const iso = (dates: readonly Date[]) => dates.map((date) => date.toISOString());
const utc = (...times: string[]) => times.map((time) => new Date(time).toISOString());

describe('availableTimes on ordinary days', () => {
  it('offers every half hour from the start of the period while the booking still ends inside it', () => {
    // Monday 5 January 2026, winter time (UTC+1).
    const schedule = scheduleWith({ hours: [{ from: '08:00', to: '10:00' }] });
    expect(iso(availableTimes(input(schedule), '2026-01-05'))).toEqual(utc('2026-01-05T07:00:00Z', '2026-01-05T07:30:00Z', '2026-01-05T08:00:00Z'));
    // Monday 1 June 2026, summer time (UTC+2).
    expect(iso(availableTimes(input(schedule), '2026-06-01'))).toEqual(utc('2026-06-01T06:00:00Z', '2026-06-01T06:30:00Z', '2026-06-01T07:00:00Z'));
  });

  it('keeps slots in one period each, in order, whatever order the periods are listed in', () => {
    const schedule = scheduleWith({
      hours: [
        { from: '13:00', to: '15:00' },
        { from: '08:00', to: '10:00' },
      ],
    });
    // 120 minutes fits each period exactly once; it does not bridge the lunch break.
    expect(iso(availableTimes(input(schedule, { durationMinutes: 120 }), '2026-01-05'))).toEqual(
      utc('2026-01-05T07:00:00Z', '2026-01-05T12:00:00Z'),
    );
    // Touching periods are still two periods: a booking may not run from one into the next.
    const touching = scheduleWith({
      hours: [
        { from: '08:00', to: '12:00' },
        { from: '12:00', to: '16:00' },
      ],
    });
    expect(iso(availableTimes(input(touching, { durationMinutes: 300 }), '2026-01-05'))).toEqual([]);
  });

  it('has nothing for a booking longer than any period', () => {
    const schedule = scheduleWith({
      hours: [
        { from: '08:00', to: '12:00' },
        { from: '13:00', to: '17:00' },
      ],
    });
    expect(availableTimes(input(schedule, { durationMinutes: 241 }), '2026-01-05')).toEqual([]);
    expect(availableDays(input(schedule, { durationMinutes: 241 }), 2026)).toEqual([]);
    expect(firstAvailableTime(input(schedule, { durationMinutes: 241 }), newYear2026)).toBeNull();
    expect(iso(availableTimes(input(schedule, { durationMinutes: 240 }), '2026-01-05'))).toEqual(utc('2026-01-05T07:00:00Z', '2026-01-05T12:00:00Z'));
  });

  it('has nothing on weekdays without periods, or at all while the provider has paused', () => {
    const weekdaysOnly = scheduleWith({ weekdays: [{ day: 'MONDAY', workingHours: [{ from: '08:00', to: '16:00' }] }, { day: 'TUESDAY', workingHours: [] }] });
    expect(availableTimes(input(weekdaysOnly), '2026-01-06')).toEqual([]); // a Tuesday without periods
    expect(availableTimes(input(weekdaysOnly), '2026-01-07')).toEqual([]); // a Wednesday not listed
    expect(availableTimes(input(weekdaysOnly), '2026-01-05')).toHaveLength(15);

    const paused = scheduleWith({ isAvailable: false });
    expect(availableTimes(input(paused), '2026-01-05')).toEqual([]);
    expect(availableDays(input(paused), 2026)).toEqual([]);
    expect(firstAvailableTime(input(paused), newYear2026)).toBeNull();
  });
});

describe('midnight and 23:59', () => {
  it.each([
    // A period ending 23:59 ends at midnight: a two-hour booking from 22:00 fits.
    ['winter', '2026-01-05', 120, ['2026-01-05T21:00:00Z']],
    ['winter, one hour', '2026-01-05', 60, ['2026-01-05T21:00:00Z', '2026-01-05T21:30:00Z', '2026-01-05T22:00:00Z']],
    ['summer', '2026-06-01', 120, ['2026-06-01T20:00:00Z']],
    // The evening before each change: midnight is still on the old offset.
    ['Saturday before the spring change', '2026-03-28', 120, ['2026-03-28T21:00:00Z']],
    ['the spring change day, already summer time', '2026-03-29', 120, ['2026-03-29T20:00:00Z']],
    ['Saturday before the autumn change', '2026-10-24', 120, ['2026-10-24T20:00:00Z']],
    ['the autumn change day, already winter time', '2026-10-25', 120, ['2026-10-25T21:00:00Z']],
  ])('22:00–23:59, %s', (_label, day, durationMinutes, expected) => {
    const schedule = scheduleWith({ hours: [{ from: '22:00', to: '23:59' }] });
    expect(iso(availableTimes(input(schedule, { durationMinutes }), day))).toEqual(utc(...expected));
  });

  it('offers a whole-day booking from midnight to midnight on a 00:00–23:59 day', () => {
    const schedule = scheduleWith({ hours: [{ from: '00:00', to: '23:59' }] });
    expect(iso(availableTimes(input(schedule, { durationMinutes: 24 * 60 }), '2026-01-05'))).toEqual(utc('2026-01-04T23:00:00Z'));
    const times = availableTimes(input(schedule, { durationMinutes: 30 }), '2026-01-05');
    expect(times).toHaveLength(48);
    expect(times.at(-1)?.toISOString()).toBe('2026-01-05T22:30:00.000Z');
  });
});

describe('daylight-saving changes', () => {
  const night = scheduleWith({ hours: [{ from: '00:00', to: '06:00' }] });

  it.each([
    ['2026-03-29', '2026-03-28T23:00:00Z', '2026-03-29T01:00:00Z'],
    ['2027-03-28', '2027-03-27T23:00:00Z', '2027-03-28T01:00:00Z'],
  ])('spring, %s: skips 02:00 and 02:30, and 00:00–06:00 holds five real hours', (day, midnight, jump) => {
    const at = (base: string, minutes: number) => new Date(new Date(base).getTime() + minutes * 60_000).toISOString();
    expect(iso(availableTimes(input(night), day))).toEqual([
      at(midnight, 0), // 00:00 CET
      at(midnight, 30),
      at(midnight, 60),
      at(midnight, 90), // 01:30 CET
      at(jump, 0), // 03:00 CEST
      at(jump, 30),
      at(jump, 60),
      at(jump, 90),
      at(jump, 120), // 05:00 CEST, ending at 06:00
    ]);
    expect(iso(availableTimes(input(night, { durationMinutes: 300 }), day))).toEqual([at(midnight, 0)]);
    expect(availableTimes(input(night, { durationMinutes: 330 }), day)).toEqual([]);
  });

  it.each([
    ['2026-10-25', '2026-10-24T22:00:00Z', '2026-10-25T02:00:00Z'],
    ['2027-10-31', '2027-10-30T22:00:00Z', '2027-10-31T02:00:00Z'],
  ])('autumn, %s: offers 02:00 and 02:30 once (summer time), and 00:00–06:00 holds seven real hours', (day, midnight, winterThree) => {
    const at = (base: string, minutes: number) => new Date(new Date(base).getTime() + minutes * 60_000).toISOString();
    expect(iso(availableTimes(input(night), day))).toEqual([
      at(midnight, 0), // 00:00 CEST
      at(midnight, 30),
      at(midnight, 60),
      at(midnight, 90),
      at(midnight, 120), // 02:00 CEST, the first 02:00
      at(midnight, 150), // 02:30 CEST
      at(winterThree, 0), // 03:00 CET
      at(winterThree, 30),
      at(winterThree, 60),
      at(winterThree, 90),
      at(winterThree, 120), // 05:00 CET, ending at 06:00
    ]);
    expect(iso(availableTimes(input(night, { durationMinutes: 420 }), day))).toEqual([at(midnight, 0)]);
    expect(availableTimes(input(night, { durationMinutes: 450 }), day)).toEqual([]);
  });

  it.each([
    ['2026-03-29', '2026-03-29T06:00:00Z', '2026-03-29T13:00:00Z'],
    ['2026-10-25', '2026-10-25T07:00:00Z', '2026-10-25T14:00:00Z'],
    ['2027-03-28', '2027-03-28T06:00:00Z', '2027-03-28T13:00:00Z'],
    ['2027-10-31', '2027-10-31T07:00:00Z', '2027-10-31T14:00:00Z'],
  ])('%s: 08:00–16:00 runs from 08:00 to 16:00 local time', (day, eight, fifteen) => {
    const schedule = scheduleWith();
    const times = availableTimes(input(schedule), day);
    expect(times).toHaveLength(15);
    expect(times[0]?.toISOString()).toBe(new Date(eight).toISOString());
    expect(times.at(-1)?.toISOString()).toBe(new Date(fifteen).toISOString());
    expect(iso(availableTimes(input(schedule, { durationMinutes: 480 }), day))).toEqual([new Date(eight).toISOString()]);
  });

  it('spring: a period edge inside the missing hour is the moment the clocks jump to 03:00', () => {
    // 01:00 CET to the jump (03:00 CEST) is one real hour.
    const endsInGap = scheduleWith({ hours: [{ from: '01:00', to: '02:30' }] });
    expect(iso(availableTimes(input(endsInGap), '2026-03-29'))).toEqual(utc('2026-03-29T00:00:00Z'));
    expect(availableTimes(input(endsInGap, { durationMinutes: 90 }), '2026-03-29')).toEqual([]);
    // Starting in the missing hour: the first slot is 03:00 CEST.
    const startsInGap = scheduleWith({ hours: [{ from: '02:00', to: '04:00' }] });
    expect(iso(availableTimes(input(startsInGap, { durationMinutes: 30 }), '2026-03-29'))).toEqual(
      utc('2026-03-29T01:00:00Z', '2026-03-29T01:30:00Z'),
    );
    const onlyGap = scheduleWith({ hours: [{ from: '02:00', to: '03:00' }] });
    expect(availableTimes(input(onlyGap, { durationMinutes: 30 }), '2026-03-29')).toEqual([]);
    expect(availableDays(input(onlyGap, { durationMinutes: 30 }), 2026)).not.toContain('2026-03-29');
  });

  it('autumn: a booking runs through the repeated hour, so busy time in it blocks the slots before it', () => {
    // Busy during the second 02:00–02:30 (winter time).
    const times = availableTimes(input(night, { durationMinutes: 120, busy: [busy('2026-10-25T01:00:00Z', '2026-10-25T01:30:00Z')] }), '2026-10-25');
    expect(iso(times)).toEqual(
      utc(
        '2026-10-24T22:00:00Z', // 00:00 CEST, ends 01:00 CEST
        '2026-10-24T22:30:00Z',
        '2026-10-24T23:00:00Z', // 01:00 CEST, ends at the first 03:00 (01:00Z): touches the busy time
        '2026-10-25T02:00:00Z', // 03:00 CET
        '2026-10-25T02:30:00Z',
        '2026-10-25T03:00:00Z', // 04:00 CET, ends 06:00 CET
      ),
    );
  });
});

describe('busy time and buffers', () => {
  const schedule = scheduleWith();

  it('allows bookings that touch busy time and blocks those that overlap it', () => {
    // Busy 10:00–11:00 Oslo on Monday 5 January.
    const times = availableTimes(input(schedule, { busy: [busy('2026-01-05T09:00:00Z', '2026-01-05T10:00:00Z')] }), '2026-01-05');
    expect(iso(times)).toEqual(
      utc(
        '2026-01-05T07:00:00Z',
        '2026-01-05T07:30:00Z',
        '2026-01-05T08:00:00Z', // 09:00–10:00 ends where the busy time starts
        '2026-01-05T10:00:00Z', // 11:00 starts where it ends
        '2026-01-05T10:30:00Z',
        '2026-01-05T11:00:00Z',
        '2026-01-05T11:30:00Z',
        '2026-01-05T12:00:00Z',
        '2026-01-05T12:30:00Z',
        '2026-01-05T13:00:00Z',
        '2026-01-05T13:30:00Z',
        '2026-01-05T14:00:00Z',
      ),
    );
  });

  it('keeps the buffer free after the new booking and after the one before it', () => {
    // A booking 10:00–11:00 Oslo whose busy time already holds its 30-minute buffer (to 11:30).
    const withBuffer = scheduleWith({ bufferTimeMinutes: 30 });
    const times = availableTimes(input(withBuffer, { busy: [busy('2026-01-05T09:00:00Z', '2026-01-05T10:30:00Z')] }), '2026-01-05');
    expect(iso(times)).toEqual(
      utc(
        '2026-01-05T07:00:00Z',
        '2026-01-05T07:30:00Z', // 08:30–09:30 plus buffer to 10:00: touches the booking
        // 09:00 would need its buffer until 10:30 and runs into the booking.
        '2026-01-05T10:30:00Z', // 11:30: right after the earlier booking's buffer
        '2026-01-05T11:00:00Z',
        '2026-01-05T11:30:00Z',
        '2026-01-05T12:00:00Z',
        '2026-01-05T12:30:00Z',
        '2026-01-05T13:00:00Z',
        '2026-01-05T13:30:00Z',
        '2026-01-05T14:00:00Z', // 15:00–16:00: the buffer may run past the end of the period
      ),
    );
  });

  it('reads busy time in any order, overlapping, or spanning several days', () => {
    const scattered = [
      busy('2026-01-07T13:00:00Z', '2026-01-07T15:00:00Z'),
      busy('2026-01-05T12:00:00Z', '2026-01-07T08:00:00Z'), // Monday 13:00 to Wednesday 09:00
      busy('2026-01-05T11:00:00Z', '2026-01-05T12:30:00Z'),
      busy('2026-01-07T09:00:00Z', '2026-01-07T09:00:00Z'), // empty: blocks nothing
    ];
    const monday = availableTimes(input(schedule, { busy: scattered }), '2026-01-05');
    expect(monday.at(-1)?.toISOString()).toBe('2026-01-05T10:00:00.000Z'); // 11:00–12:00, then busy from 12:00
    expect(availableTimes(input(schedule, { busy: scattered }), '2026-01-06')).toEqual([]);
    expect(iso(availableTimes(input(schedule, { busy: scattered }), '2026-01-07'))).toEqual(
      // 09:00 to 13:00 Oslo; 14:00–16:00 is busy.
      utc(
        '2026-01-07T08:00:00Z',
        '2026-01-07T08:30:00Z',
        '2026-01-07T09:00:00Z',
        '2026-01-07T09:30:00Z',
        '2026-01-07T10:00:00Z',
        '2026-01-07T10:30:00Z',
        '2026-01-07T11:00:00Z',
        '2026-01-07T11:30:00Z',
        '2026-01-07T12:00:00Z',
      ),
    );
    expect(availableDays(input(schedule, { busy: scattered }), 2026).slice(0, 4)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']);
    expect(availableDays(input(schedule, { busy: scattered }), 2026)).not.toContain('2026-01-06');
  });
});

describe('overrides', () => {
  const schedule = scheduleWith({
    weekdays: [{ day: 'MONDAY', workingHours: [{ from: '08:00', to: '16:00' }] }],
    overrides: [
      { date: '2026-01-12', isAvailable: false, workingHours: [] },
      { date: '2026-01-19', isAvailable: true, workingHours: [{ from: '18:00', to: '20:00' }] },
      { date: '2026-01-18', isAvailable: true, workingHours: [{ from: '10:00', to: '11:00' }] }, // a Sunday
    ],
  });

  it.each([
    ['a closed Monday', '2026-01-12', []],
    ['a Monday at other hours', '2026-01-19', ['2026-01-19T17:00:00Z', '2026-01-19T17:30:00Z', '2026-01-19T18:00:00Z']],
    ['a Sunday opened for once', '2026-01-18', ['2026-01-18T09:00:00Z']],
    ['an ordinary Sunday', '2026-01-25', []],
  ])('%s', (_label, day, expected) => {
    expect(iso(availableTimes(input(schedule), day))).toEqual(utc(...expected));
  });

  it('shapes the days a customer can pick', () => {
    expect(availableDays(input(schedule), 2026).slice(0, 5)).toEqual(['2026-01-05', '2026-01-18', '2026-01-19', '2026-01-26', '2026-02-02']);
  });
});

describe('closed on public holidays', () => {
  const closed = scheduleWith({ closedOnHolidays: true });
  const open = scheduleWith({ closedOnHolidays: false });

  it.each([
    ['1. nyttårsdag', '2026-01-01'],
    ['skjærtorsdag', '2026-04-02'],
    ['langfredag', '2026-04-03'],
    ['2. påskedag', '2026-04-06'],
    ['1. mai', '2026-05-01'],
    ['Kristi himmelfartsdag', '2026-05-14'],
    ['17. mai', '2026-05-17'],
    ['2. pinsedag', '2026-05-25'],
    ['julaften', '2026-12-24'],
    ['1. juledag', '2026-12-25'],
    ['2. juledag', '2026-12-26'],
  ])('has no times on %s (%s) when on, and the weekday’s when off', (_name, day) => {
    expect(availableTimes(input(closed), day)).toEqual([]);
    expect(availableTimes(input(open), day)).toHaveLength(15);
  });

  it('leaves the days around a holiday as they are, by Oslo’s calendar', () => {
    const days = availableDays(input(closed), 2026);
    expect(days.filter((day) => day >= '2026-12-22' && day <= '2026-12-28')).toEqual(['2026-12-22', '2026-12-23', '2026-12-27', '2026-12-28']);
    expect(days.filter((day) => day >= '2026-03-31' && day <= '2026-04-07')).toEqual(['2026-03-31', '2026-04-01', '2026-04-04', '2026-04-07']);
    expect(availableDays(input(open), 2026)).toHaveLength(365);
  });

  it('lets an override open a holiday the provider does work', () => {
    const schedule = scheduleWith({ closedOnHolidays: true, overrides: [{ date: '2026-12-24', isAvailable: true, workingHours: [{ from: '08:00', to: '10:00' }] }] });
    expect(iso(availableTimes(input(schedule), '2026-12-24'))).toEqual(utc('2026-12-24T07:00:00Z', '2026-12-24T07:30:00Z', '2026-12-24T08:00:00Z'));
    expect(availableTimes(input(schedule), '2026-12-25')).toEqual([]);
  });

  it('looks past a holiday for the first free start', () => {
    expect(firstAvailableTime(input(closed, { now: new Date('2026-12-23T16:00:00Z') }), new Date('2026-12-23T16:00:00Z'))?.toISOString()).toBe('2026-12-27T07:00:00.000Z');
  });
});

describe('maxDailyBookings', () => {
  const schedule = scheduleWith({ maxDailyBookings: 2 });

  it('closes a day once it has that many bookings', () => {
    const bookingsPerDay = new Map([
      ['2026-01-05', 2],
      ['2026-01-06', 1],
    ]);
    expect(availableTimes(input(schedule, { bookingsPerDay }), '2026-01-05')).toEqual([]);
    expect(availableTimes(input(schedule, { bookingsPerDay }), '2026-01-06')).toHaveLength(15);
    expect(availableDays(input(schedule, { bookingsPerDay }), 2026).slice(3, 6)).toEqual(['2026-01-04', '2026-01-06', '2026-01-07']);
    // Without a limit the count does not matter.
    expect(availableTimes(input(scheduleWith(), { bookingsPerDay: new Map([['2026-01-05', 50]]) }), '2026-01-05')).toHaveLength(15);
  });
});

describe('notice and horizon', () => {
  it('offers nothing before now plus the notice hours; a slot exactly then is fine', () => {
    const schedule = scheduleWith({ earliestAvailableHours: 2 });
    // 08:10 Oslo: the notice ends 10:10, so the first slot is 10:30.
    const times = availableTimes(input(schedule, { now: new Date('2026-01-05T07:10:00Z') }), '2026-01-05');
    expect(times[0]?.toISOString()).toBe('2026-01-05T09:30:00.000Z');
    const exact = availableTimes(input(schedule, { now: new Date('2026-01-05T07:00:00Z') }), '2026-01-05');
    expect(exact[0]?.toISOString()).toBe('2026-01-05T09:00:00.000Z');
    expect(availableTimes(input(schedule, { now: new Date('2026-01-04T07:00:00Z') }), '2026-01-03')).toEqual([]); // the past
    // A day's notice: 15:30 Oslo today leaves tomorrow's 15:00 out, 14:30 Oslo leaves 14:30 and 15:00 in.
    const dayNotice = scheduleWith({ earliestAvailableHours: 24 });
    const afternoon = new Date('2026-01-05T14:30:00Z');
    expect(availableTimes(input(dayNotice, { now: afternoon }), '2026-01-06')).toEqual([]);
    expect(availableDays(input(dayNotice, { now: afternoon }), 2026)[0]).toBe('2026-01-07');
    const earlier = new Date('2026-01-05T13:30:00Z');
    expect(iso(availableTimes(input(dayNotice, { now: earlier }), '2026-01-06'))).toEqual(utc('2026-01-06T13:30:00Z', '2026-01-06T14:00:00Z'));
    expect(availableDays(input(dayNotice, { now: earlier }), 2026)[0]).toBe('2026-01-06');
  });

  it('includes the whole last horizon day and nothing after it', () => {
    const schedule = scheduleWith({ horizonDays: 10, hours: [{ from: '08:00', to: '23:59' }] });
    const now = new Date('2026-01-05T10:00:00Z'); // Monday 11:00 Oslo
    expect(availableTimes(input(schedule, { now }), '2026-01-15').at(-1)?.toISOString()).toBe('2026-01-15T22:00:00.000Z'); // 23:00
    expect(availableTimes(input(schedule, { now }), '2026-01-16')).toEqual([]);
    const days = availableDays(input(schedule, { now }), 2026);
    expect(days[0]).toBe('2026-01-05');
    expect(days.at(-1)).toBe('2026-01-15');
    expect(days).toHaveLength(11);
  });

  it('counts the horizon from the Oslo date of now, not the UTC one', () => {
    const schedule = scheduleWith({ horizonDays: 1 });
    const now = new Date('2026-01-04T23:30:00Z'); // already Monday 5 January, 00:30 in Oslo
    expect(availableDays(input(schedule, { now }), 2026)).toEqual(['2026-01-05', '2026-01-06']);
  });

  it('stops at the horizon across the end of a year', () => {
    const schedule = scheduleWith({ horizonDays: 3 });
    const now = new Date('2026-12-30T12:00:00Z');
    expect(availableDays(input(schedule, { now }), 2026)).toEqual(['2026-12-30', '2026-12-31']);
    expect(availableDays(input(schedule, { now }), 2027)).toEqual(['2027-01-01', '2027-01-02']);
    expect(availableDays(input(schedule, { now }), 2025)).toEqual([]);
  });
});

describe('firstAvailableTime', () => {
  it('finds the next free start at or after a moment, within the horizon', () => {
    const schedule = scheduleWith({ horizonDays: 3, weekdays: [{ day: 'MONDAY', workingHours: [{ from: '08:00', to: '16:00' }] }] });
    const now = new Date('2026-01-03T12:00:00Z'); // Saturday
    const fullMonday = [busy('2026-01-05T07:00:00Z', '2026-01-05T14:30:00Z')];
    expect(firstAvailableTime(input(schedule, { now }), now)?.toISOString()).toBe('2026-01-05T07:00:00.000Z');
    expect(firstAvailableTime(input(schedule, { now }), new Date('2026-01-05T07:10:00Z'))?.toISOString()).toBe('2026-01-05T07:30:00.000Z');
    expect(firstAvailableTime(input(schedule, { now, busy: fullMonday, durationMinutes: 30 }), now)?.toISOString()).toBe('2026-01-05T14:30:00.000Z');
    expect(firstAvailableTime(input(schedule, { now, busy: fullMonday }), now)).toBeNull(); // next Monday is past the horizon
  });
});

describe('availableDays agrees with availableTimes', () => {
  it('across a year with both clock changes, busy days, overrides and a daily limit', () => {
    const schedule = scheduleWith({
      hours: [
        { from: '00:00', to: '03:00' },
        { from: '09:00', to: '12:00' },
      ],
      weekdays: allDays.map((day, index) =>
        index === 6 ? { day, workingHours: [{ from: '00:00', to: '06:00' }] } : { day, workingHours: [{ from: '09:00', to: '12:00' }] },
      ),
      overrides: [{ date: '2026-06-10', isAvailable: false, workingHours: [] }],
      bufferTimeMinutes: 15,
      maxDailyBookings: 1,
    });
    const busyTimes: BusyInterval[] = [];
    for (let day = 0; day < 365; day += 3) {
      const morning = Date.UTC(2026, 0, 1 + day, 8, 0);
      busyTimes.push({ start: new Date(morning), end: new Date(morning + 2.5 * 3_600_000) });
    }
    const bookingsPerDay = new Map([['2026-08-04', 1]]);
    const request = input(schedule, { busy: busyTimes, bookingsPerDay, durationMinutes: 150, now: new Date('2026-02-01T12:00:00Z') });
    const expected: string[] = [];
    for (let day = 0; day < 365; day += 1) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      if (availableTimes(request, date).length > 0) expected.push(date);
    }
    const days = availableDays(request, 2026);
    expect(days).toEqual(expected);
    expect(days.length).toBeGreaterThan(100);
    expect(days).not.toContain('2026-06-10');
    expect(days).not.toContain('2026-08-04');
    expect(days).toContain('2026-03-29'); // a Sunday: 00:00–06:00 still has five hours
  });
});

describe('bad input', () => {
  it('refuses a day that is not a date and a duration that is not positive', () => {
    expect(() => availableTimes(input(scheduleWith()), '2026-02-30')).toThrow(RangeError);
    expect(() => availableTimes(input(scheduleWith()), '5 January')).toThrow(RangeError);
    expect(() => availableDays(input(scheduleWith(), { durationMinutes: 0 }), 2026)).toThrow(RangeError);
  });
});
