import { describe, expect, it } from 'vitest';
import { invoiceDueAt, osloDate } from './invoice-due.ts';

describe('invoiceDueAt', () => {
  it('is the end of the Oslo day dueDays after issue, in winter time', () => {
    expect(invoiceDueAt(new Date('2026-11-22T10:00:00Z'), 14).toISOString()).toBe('2026-12-06T22:59:59.999Z');
  });

  it('counts from the Oslo date: just after midnight in Oslo is already the next day', () => {
    expect(invoiceDueAt(new Date('2026-11-22T23:30:00Z'), 14).toISOString()).toBe('2026-12-07T22:59:59.999Z');
  });

  it('follows summer time on the due date', () => {
    expect(invoiceDueAt(new Date('2026-03-20T12:00:00Z'), 14).toISOString()).toBe('2026-04-03T21:59:59.999Z');
    expect(osloDate(invoiceDueAt(new Date('2026-03-20T12:00:00Z'), 14))).toBe('2026-04-03');
  });
});
