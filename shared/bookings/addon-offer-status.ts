/**
 * An add-on a provider offers on a booking after it was made (spec §3 Addon status, §4, §6), and
 * the only ways between its statuses.
 *
 * - `awaiting_response`: sent; the customer accepts (and pays) or denies.
 * - `accepted`: the customer accepted and is paying at the gateway's checkout; the payment's
 *   success makes it `paid`. A saved card or a local charge goes straight to `paid`.
 * - `paid`: paid; its amount is part of the booking's price from then on.
 * - `denied`: the customer said no (also while a checkout was still open).
 * - `withdrawn`: the provider took it back before the customer answered.
 */
export const addonOfferStatuses = ['awaiting_response', 'accepted', 'denied', 'paid', 'withdrawn'] as const;
export type AddonOfferStatus = (typeof addonOfferStatuses)[number];

/** Statuses an offer can still be answered in. */
export const openAddonOfferStatuses = ['awaiting_response', 'accepted'] as const satisfies readonly AddonOfferStatus[];

export type AddonOfferEvent = 'accept' | 'pay' | 'deny' | 'withdraw';
export type AddonOfferRole = 'customer' | 'provider' | 'system';

/** Why a transition is refused: not that side's step (403), or not from this status (409). */
export class AddonOfferTransitionError extends Error {
  readonly reason: 'forbidden' | 'conflict';
  constructor(reason: 'forbidden' | 'conflict', from: AddonOfferStatus, event: AddonOfferEvent) {
    super(`add-on offer: ${event} is ${reason === 'forbidden' ? 'not allowed for this side' : 'not possible'} from ${from}`);
    this.reason = reason;
  }
}

/** Who may ask for each step: the customer answers, the provider withdraws, a payment pays. */
const stepOf: Record<AddonOfferEvent, AddonOfferRole> = { accept: 'customer', deny: 'customer', withdraw: 'provider', pay: 'system' };

/** From which statuses each step leads where; a step repeated on the status it led to changes nothing. */
const transitions: Record<AddonOfferEvent, { from: readonly AddonOfferStatus[]; to: AddonOfferStatus; alsoUnchangedIn?: readonly AddonOfferStatus[] }> = {
  // An accepted offer accepted again (the customer back from an abandoned checkout) stays accepted;
  // a paid one answers as it is, so a second click never charges twice.
  accept: { from: ['awaiting_response'], to: 'accepted', alsoUnchangedIn: ['paid'] },
  pay: { from: ['awaiting_response', 'accepted'], to: 'paid' },
  deny: { from: ['awaiting_response', 'accepted'], to: 'denied' },
  withdraw: { from: ['awaiting_response'], to: 'withdrawn' },
};

/**
 * The one rule for an add-on offer's status. Answers the next status and whether it changed.
 * @throws AddonOfferTransitionError `forbidden` when the side may never take the step, `conflict`
 *   when the status no longer allows it.
 */
export function nextAddonOfferStatus(from: AddonOfferStatus, event: AddonOfferEvent, role: AddonOfferRole): { status: AddonOfferStatus; changed: boolean } {
  if (stepOf[event] !== role) throw new AddonOfferTransitionError('forbidden', from, event);
  const rule = transitions[event];
  if (from === rule.to || rule.alsoUnchangedIn?.includes(from)) return { status: from, changed: false };
  if (!rule.from.includes(from)) throw new AddonOfferTransitionError('conflict', from, event);
  return { status: rule.to, changed: true };
}
