import { describe, expect, it } from 'vitest';
import { osloDateAndTime, osloLocalToIso } from './oslo-time.ts';

describe('Oslo wall-clock times', () => {
  it.each([
    ['2026-12-05', '09:30', '2026-12-05T09:30:00+01:00'],
    ['2026-07-01', '23:00', '2026-07-01T23:00:00+02:00'],
    ['2026-03-29', '03:00', '2026-03-29T03:00:00+02:00'],
  ])('reads %s %s back from the instant it names', (date, time, iso) => {
    expect(osloLocalToIso(date, time)).toBe(iso);
    expect(osloDateAndTime(new Date(iso))).toEqual({ date, time });
  });

  it('gives the Oslo day of an instant that is still the day before in UTC', () => {
    expect(osloDateAndTime(new Date('2026-12-31T23:30:00Z'))).toEqual({ date: '2027-01-01', time: '00:30' });
  });
});
