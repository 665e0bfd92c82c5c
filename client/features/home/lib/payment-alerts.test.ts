import { describe, expect, it } from 'vitest';
import { paymentAlerts } from './payment-alerts.ts';

const now = new Date('2026-11-23T10:00:00.000Z');
const due = (minutes: number | null) => ({ paymentDueBy: minutes === null ? null : new Date(now.getTime() + minutes * 60_000) });

describe('paymentAlerts', () => {
  it('names nothing when no request waits for payment', () => {
    expect(paymentAlerts([], now)).toEqual({ shown: [], more: 0, moreBeyond: false });
  });

  it('names up to three in the given order and counts the rest', () => {
    const items = [due(10), due(20), due(30), due(40), due(50)];
    expect(paymentAlerts(items, now)).toEqual({ shown: items.slice(0, 3), more: 2, moreBeyond: false });
    expect(paymentAlerts(items.slice(0, 3), now).more).toBe(0);
  });

  it('leaves out requests whose deadline has passed, exactly at the deadline too, and those without one', () => {
    const open = due(1);
    expect(paymentAlerts([due(-1), due(0), due(null), open], now).shown).toEqual([open]);
  });

  it('says when the server has more pages than the one read', () => {
    expect(paymentAlerts([due(10)], now, true).moreBeyond).toBe(true);
  });
});
