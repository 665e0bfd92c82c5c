import { describe, expect, it } from 'vitest';
import { isOpenPayment, nextPaymentStatus, paymentStatuses } from './payment-status.ts';

describe('nextPaymentStatus', () => {
  it('moves a new payment to what the gateway reports', () => {
    expect(nextPaymentStatus('created', 'requires_action')).toBe('requires_action');
    expect(nextPaymentStatus('requires_action', 'succeeded')).toBe('succeeded');
    expect(nextPaymentStatus('created', 'failed')).toBe('failed');
  });

  it('lets a failed attempt succeed on the next try of the same checkout', () => {
    expect(nextPaymentStatus('failed', 'succeeded')).toBe('succeeded');
  });

  it('ignores a late failure or a repeated success once the money is taken', () => {
    expect(nextPaymentStatus('succeeded', 'failed')).toBeNull();
    expect(nextPaymentStatus('succeeded', 'succeeded')).toBeNull();
    expect(nextPaymentStatus('succeeded', 'requires_action')).toBeNull();
    expect(nextPaymentStatus('succeeded', 'canceled')).toBeNull();
  });

  it('changes nothing after a payment is given up', () => {
    for (const outcome of ['requires_action', 'processing', 'succeeded', 'failed', 'canceled'] as const) {
      expect(nextPaymentStatus('canceled', outcome)).toBeNull();
    }
  });

  it('knows which payments can still be finished', () => {
    expect(paymentStatuses.filter(isOpenPayment)).toEqual(['created', 'requires_action', 'processing']);
  });
});
