/**
 * A recurring cleaning subscription (spec §3 Subscription, §4: active or inactive) and the only
 * ways between its statuses.
 *
 * - `active`: visits are generated ahead and charged before each one.
 * - `paused`: no new visits; the customer paused it, or two visits in a row went unpaid and it
 *   waits for the customer to act (a subscription is never ended by failed charges alone).
 * - `cancelled`: ended for good; shown among the inactive ones.
 */
export const subscriptionStatuses = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** `auto_pause`: the second unpaid visit in a row (the system, not the customer). */
export type SubscriptionEvent = 'pause' | 'auto_pause' | 'resume' | 'cancel';

/** Why a subscription is paused, for the sentence the customer reads. */
export type PauseReason = 'customer' | 'unpaid_visits';

const transitions: Record<SubscriptionEvent, { from: readonly SubscriptionStatus[]; to: SubscriptionStatus }> = {
  pause: { from: ['active'], to: 'paused' },
  auto_pause: { from: ['active'], to: 'paused' },
  resume: { from: ['paused'], to: 'active' },
  cancel: { from: ['active', 'paused'], to: 'cancelled' },
};

export class SubscriptionTransitionError extends Error {
  override name = 'SubscriptionTransitionError';
  readonly from: SubscriptionStatus;
  readonly event: SubscriptionEvent;
  constructor(from: SubscriptionStatus, event: SubscriptionEvent) {
    super(`subscription: ${event} is not allowed from ${from}`);
    this.from = from;
    this.event = event;
  }
}

/**
 * Where `event` takes a subscription in status `current`. The same step again on the status it led
 * to changes nothing (`changed: false`), so a doubled click or a job run twice is harmless.
 * @throws SubscriptionTransitionError for a step the table does not allow (resuming a cancelled one).
 */
export function nextSubscriptionStatus(current: SubscriptionStatus, event: SubscriptionEvent): { status: SubscriptionStatus; changed: boolean } {
  const transition = transitions[event];
  if (current === transition.to) return { status: current, changed: false };
  if (!transition.from.includes(current)) throw new SubscriptionTransitionError(current, event);
  return { status: transition.to, changed: true };
}

/** Active and paused ones are listed as active; cancelled ones as inactive (spec §2). */
export function isInactive(status: SubscriptionStatus): boolean {
  return status === 'cancelled';
}
