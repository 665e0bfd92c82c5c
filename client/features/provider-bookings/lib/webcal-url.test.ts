import { describe, expect, it } from 'vitest';
import { webcalUrl } from './webcal-url.ts';

describe('webcalUrl', () => {
  it('swaps the scheme of an https or http link and keeps the rest', () => {
    expect(webcalUrl('https://tjenestetorget.no/api/calendar/abc_-1.ics')).toBe('webcal://tjenestetorget.no/api/calendar/abc_-1.ics');
    expect(webcalUrl('http://localhost:3100/api/calendar/x.ics')).toBe('webcal://localhost:3100/api/calendar/x.ics');
  });
});
