// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import '../../test/dom.tsx';
import { i18n } from '../../lib/i18n.ts';
import { timeLeft, timeLeftText } from './time-left.ts';

const now = new Date('2026-11-21T10:00:00Z');
const after = (ms: number) => new Date(now.getTime() + ms);
const minute = 60_000;
const hour = 60 * minute;

function text(ms: number, language: 'nb' | 'en'): string {
  const left = timeLeft(after(ms), now);
  if (left === 'passed') return 'passed';
  return timeLeftText(left, i18n.getFixedT(language, 'bookings') as unknown as Parameters<typeof timeLeftText>[1]);
}

describe('time left to a deadline', () => {
  it('has passed exactly at the deadline and after it, and not a millisecond before', () => {
    expect(timeLeft(now, now)).toBe('passed');
    expect(timeLeft(after(-1), now)).toBe('passed');
    expect(timeLeft(after(1), now)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('rounds down, so a deadline never looks further away than it is', () => {
    expect(timeLeft(after(72 * hour - 1), now)).toEqual({ days: 2, hours: 23, minutes: 59 });
    expect(timeLeft(after(72 * hour), now)).toEqual({ days: 3, hours: 0, minutes: 0 });
  });

  it.each([
    [72 * hour, '3 dager', '3 days'],
    [49 * hour + 30 * minute, '2 dager og 1 time', '2 days and 1 hour'],
    [5 * hour + 12 * minute, '5 timer og 12 minutter', '5 hours and 12 minutes'],
    [1 * hour, '1 time', '1 hour'],
    [40 * minute, '40 minutter', '40 minutes'],
    [1 * minute, '1 minutt', '1 minute'],
    [30_000, 'under ett minutt', 'less than a minute'],
  ])('%i ms reads "%s" and "%s"', (ms, nb, en) => {
    expect(text(ms, 'nb')).toBe(nb);
    expect(text(ms, 'en')).toBe(en);
  });
});
