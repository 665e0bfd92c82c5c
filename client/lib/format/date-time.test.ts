import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate, formatLongDate } from './date.ts';
import { formatTime } from './time.ts';

/**
 * Oslo time must not depend on the machine's zone. Each test runs once with the process in a
 * zone far from Oslo; Intl reads TZ when a formatter is created.
 */
const zones = ['UTC', 'America/Los_Angeles', 'Pacific/Auckland'];

describe.each(zones)('formatting in Europe/Oslo with TZ=%s', (zone) => {
  const original = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    process.env.TZ = original;
  });

  it('shows a Saturday in November as "lør. 21. nov." and 14:30', () => {
    const at = new Date('2026-11-21T13:30:00Z'); // 14:30 in Oslo (CET, UTC+1)
    expect(formatDate(at)).toBe('lør. 21. nov.');
    expect(formatTime(at)).toBe('14:30');
  });

  it('moves to the next day in Oslo just before midnight UTC', () => {
    const at = new Date('2026-11-21T23:30:00Z'); // 00:30 on Sunday in Oslo
    expect(formatDate(at)).toBe('søn. 22. nov.');
    expect(formatTime(at)).toBe('00:30');
    expect(formatLongDate(at)).toBe('22. november 2026');
  });

  it('stays on the same day in Oslo just before midnight there', () => {
    const at = new Date('2026-11-21T22:59:00Z'); // 23:59 on Saturday in Oslo
    expect(formatDate(at)).toBe('lør. 21. nov.');
    expect(formatTime(at)).toBe('23:59');
  });

  it('follows summer time: the clock jumps from 02:00 to 03:00 on 29 March 2026', () => {
    expect(formatTime(new Date('2026-03-29T00:59:00Z'))).toBe('01:59');
    expect(formatTime(new Date('2026-03-29T01:00:00Z'))).toBe('03:00');
    expect(formatTime(new Date('2026-07-01T12:00:00Z'))).toBe('14:00');
  });

  it('falls back at the end of summer time on 25 October 2026', () => {
    expect(formatTime(new Date('2026-10-25T00:30:00Z'))).toBe('02:30'); // still CEST
    expect(formatTime(new Date('2026-10-25T01:30:00Z'))).toBe('02:30'); // CET again
    expect(formatTime(new Date('2026-10-25T02:30:00Z'))).toBe('03:30');
  });

  it('writes dates the British way in English', () => {
    const at = new Date('2026-11-21T13:30:00Z');
    expect(formatDate(at, 'en')).toBe('Sat 21 Nov');
    expect(formatTime(at, 'en')).toBe('14:30');
    expect(formatLongDate(at, 'en')).toBe('21 November 2026');
  });
});
