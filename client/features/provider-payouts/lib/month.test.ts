import { describe, expect, it } from 'vitest';
import { formatMonth, monthInRange, osloMonthAt, shiftMonth } from './month.ts';

describe('payout months', () => {
  it('reads the month on Oslo’s calendar', () => {
    // 00:30 on 1 January in Oslo, still December in UTC.
    expect(osloMonthAt(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01');
    expect(osloMonthAt(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12');
  });

  it('steps over year ends both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-06', -24)).toBe('2024-06');
  });

  it('allows the current month and 24 back, nothing in the future', () => {
    expect(monthInRange('2026-12', '2026-12')).toBe(true);
    expect(monthInRange('2024-12', '2026-12')).toBe(true);
    expect(monthInRange('2024-11', '2026-12')).toBe(false);
    expect(monthInRange('2027-01', '2026-12')).toBe(false);
  });

  it('names the month in both languages', () => {
    expect(formatMonth('2026-12', 'nb')).toBe('Desember 2026');
    expect(formatMonth('2026-12', 'en')).toBe('December 2026');
  });
});
