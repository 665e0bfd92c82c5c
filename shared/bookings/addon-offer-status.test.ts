import { describe, expect, it } from 'vitest';
import { type AddonOfferEvent, type AddonOfferRole, type AddonOfferStatus, AddonOfferTransitionError, addonOfferStatuses, nextAddonOfferStatus } from './addon-offer-status.ts';

const roleOf: Record<AddonOfferEvent, AddonOfferRole> = { accept: 'customer', deny: 'customer', withdraw: 'provider', pay: 'system' };

// Written out by hand from spec §4 rather than derived from the table.
const changes: Array<[AddonOfferStatus, AddonOfferEvent, AddonOfferStatus]> = [
  ['awaiting_response', 'accept', 'accepted'],
  ['awaiting_response', 'pay', 'paid'],
  ['accepted', 'pay', 'paid'],
  ['awaiting_response', 'deny', 'denied'],
  ['accepted', 'deny', 'denied'],
  ['awaiting_response', 'withdraw', 'withdrawn'],
];
const repeats: Array<[AddonOfferStatus, AddonOfferEvent]> = [
  ['accepted', 'accept'],
  ['paid', 'accept'],
  ['paid', 'pay'],
  ['denied', 'deny'],
  ['withdrawn', 'withdraw'],
];

describe('nextAddonOfferStatus', () => {
  it.each(changes)('from %s, %s leads to %s', (from, event, to) => {
    expect(nextAddonOfferStatus(from, event, roleOf[event])).toEqual({ status: to, changed: true });
  });

  it.each(repeats)('from %s, %s again changes nothing', (from, event) => {
    expect(nextAddonOfferStatus(from, event, roleOf[event])).toEqual({ status: from, changed: false });
  });

  it('refuses every other step from every status as a conflict', () => {
    const known = new Set([...changes.map(([from, event]) => `${from}:${event}`), ...repeats.map(([from, event]) => `${from}:${event}`)]);
    for (const from of addonOfferStatuses) {
      for (const event of ['accept', 'pay', 'deny', 'withdraw'] as const) {
        if (known.has(`${from}:${event}`)) continue;
        expect(() => nextAddonOfferStatus(from, event, roleOf[event]), `${from}:${event}`).toThrow(AddonOfferTransitionError);
      }
    }
    expect(() => nextAddonOfferStatus('denied', 'accept', 'customer')).toThrow(expect.objectContaining({ reason: 'conflict' }));
    expect(() => nextAddonOfferStatus('paid', 'deny', 'customer')).toThrow(expect.objectContaining({ reason: 'conflict' }));
    expect(() => nextAddonOfferStatus('accepted', 'withdraw', 'provider')).toThrow(expect.objectContaining({ reason: 'conflict' }));
  });

  it('lets only the customer answer, only the provider withdraw and only a payment pay', () => {
    expect(() => nextAddonOfferStatus('awaiting_response', 'accept', 'provider')).toThrow(expect.objectContaining({ reason: 'forbidden' }));
    expect(() => nextAddonOfferStatus('awaiting_response', 'deny', 'provider')).toThrow(expect.objectContaining({ reason: 'forbidden' }));
    expect(() => nextAddonOfferStatus('awaiting_response', 'withdraw', 'customer')).toThrow(expect.objectContaining({ reason: 'forbidden' }));
    expect(() => nextAddonOfferStatus('accepted', 'pay', 'customer')).toThrow(expect.objectContaining({ reason: 'forbidden' }));
    // The side is checked before the status, so a stranger learns nothing about the offer's state.
    expect(() => nextAddonOfferStatus('paid', 'accept', 'provider')).toThrow(expect.objectContaining({ reason: 'forbidden' }));
  });
});
