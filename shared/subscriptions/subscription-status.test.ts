import { describe, expect, it } from 'vitest';
import { frequencyWeeks, subscriptionFrequencies, visitsPerMonth } from './subscription-frequency.ts';
import { isInactive, nextSubscriptionStatus, SubscriptionTransitionError, subscriptionStatuses, type SubscriptionEvent, type SubscriptionStatus } from './subscription-status.ts';

describe('subscription statuses', () => {
  const table: Array<[SubscriptionStatus, SubscriptionEvent, SubscriptionStatus | 'refused', boolean?]> = [
    ['active', 'pause', 'paused', true],
    ['active', 'auto_pause', 'paused', true],
    ['active', 'resume', 'active', false],
    ['active', 'cancel', 'cancelled', true],
    ['paused', 'pause', 'paused', false],
    ['paused', 'auto_pause', 'paused', false],
    ['paused', 'resume', 'active', true],
    ['paused', 'cancel', 'cancelled', true],
    ['cancelled', 'pause', 'refused'],
    ['cancelled', 'auto_pause', 'refused'],
    ['cancelled', 'resume', 'refused'],
    ['cancelled', 'cancel', 'cancelled', false],
  ];
  it.each(table)('%s + %s → %s', (from, event, to, changed) => {
    if (to === 'refused') {
      expect(() => nextSubscriptionStatus(from, event)).toThrow(SubscriptionTransitionError);
      return;
    }
    expect(nextSubscriptionStatus(from, event)).toEqual({ status: to, changed });
  });

  it('covers every status and event', () => {
    expect(new Set(table.map(([from]) => from))).toEqual(new Set(subscriptionStatuses));
    expect(table).toHaveLength(subscriptionStatuses.length * 4);
  });

  it('lists only cancelled ones as inactive', () => {
    expect(subscriptionStatuses.filter(isInactive)).toEqual(['cancelled']);
  });
});

describe('frequencies', () => {
  it('are weekly, every other and every fourth week', () => {
    expect(subscriptionFrequencies.map((frequency) => frequencyWeeks[frequency])).toEqual([1, 2, 4]);
  });

  it('give the visits of an average month', () => {
    expect(visitsPerMonth('weekly')).toBeCloseTo(4.333, 3);
    expect(visitsPerMonth('every_two_weeks')).toBeCloseTo(2.167, 3);
    expect(visitsPerMonth('every_four_weeks')).toBeCloseTo(1.083, 3);
  });
});
