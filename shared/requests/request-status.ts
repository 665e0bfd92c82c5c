import type { CustomRequestStatus, PriceOfferStatus } from './custom-request.schema.ts';

/**
 * The only ways a price offer and a custom request change status (spec §4). The server applies
 * them under a lock on the request (or as a guarded UPDATE whose WHERE is `from`), so a repeat is
 * harmless: applying an event to the status it leads to changes nothing.
 */
export const offerTransitions = {
  accept: { from: ['sent'], to: 'accepted' },
  /** Another offer won, or the customer withdrew the request. */
  close: { from: ['sent'], to: 'closed' },
  expire: { from: ['sent'], to: 'expired' },
} as const satisfies Record<string, { from: readonly PriceOfferStatus[]; to: PriceOfferStatus }>;
export type OfferEvent = keyof typeof offerTransitions;

export const requestTransitions = {
  /** An offer was accepted. */
  close: { from: ['OPEN'], to: 'CLOSED' },
  cancel: { from: ['OPEN'], to: 'CANCELLED' },
} as const satisfies Record<string, { from: readonly CustomRequestStatus[]; to: CustomRequestStatus }>;
export type RequestEvent = keyof typeof requestTransitions;

type Step<Status> = { status: Status; changed: boolean } | { refused: true };

function step<Status extends string>(transition: { from: readonly Status[]; to: Status }, current: Status): Step<Status> {
  if (current === transition.to) return { status: current, changed: false };
  if (!transition.from.includes(current)) return { refused: true };
  return { status: transition.to, changed: true };
}

export function nextOfferStatus(current: PriceOfferStatus, event: OfferEvent): Step<PriceOfferStatus> {
  return step<PriceOfferStatus>(offerTransitions[event], current);
}

export function nextRequestStatus(current: CustomRequestStatus, event: RequestEvent): Step<CustomRequestStatus> {
  return step<CustomRequestStatus>(requestTransitions[event], current);
}
