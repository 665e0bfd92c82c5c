import { describe, expect, it } from 'vitest';
import { osloDay, spanEndsBeforeToday } from './date-span.ts';

// Thursday 26 November 2026, 00:30 in Oslo (still the 25th in UTC).
const now = new Date('2026-11-25T23:30:00Z');
const at = (iso: string) => new Date(iso);

describe('spanEndsBeforeToday', () => {
  it('reads the day in Oslo, not in UTC', () => {
    expect(osloDay(now)).toBe('2026-11-26');
  });

  it.each([
    ['from earlier today', { from: at('2026-11-26T00:00:00+01:00') }, []],
    ['from yesterday', { from: at('2026-11-25T12:00:00+01:00') }, ['from']],
    ['from the last minute of yesterday', { from: at('2026-11-25T23:59:00+01:00') }, ['from']],
    ['to tomorrow', { to: at('2026-11-27T00:00:00+01:00') }, []],
    ['to the end of yesterday (a midnight ends the day before)', { to: at('2026-11-26T00:00:00+01:00') }, ['to']],
    ['to one minute into today', { to: at('2026-11-26T00:01:00+01:00') }, []],
    ['a span wholly last week', { from: at('2026-11-16T00:00:00+01:00'), to: at('2026-11-20T00:00:00+01:00') }, ['from', 'to']],
    ['a span from yesterday to next week', { from: at('2026-11-25T00:00:00+01:00'), to: at('2026-12-03T00:00:00+01:00') }, ['from']],
    ['no dates', {}, []],
  ])('%s', (_, span, expected) => {
    expect(spanEndsBeforeToday(span, now)).toEqual(expected);
  });
});
