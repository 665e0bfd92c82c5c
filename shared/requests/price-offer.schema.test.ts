import { describe, expect, it } from 'vitest';
import { broadcastDue, broadcastTime } from './broadcast.ts';
import { kronerToOre, offerExpiryIssue, priceOfferCreateBodySchema, priceOfferPatchBodySchema } from './price-offer.schema.ts';

const requestId = '0b6c6f3e-1c7e-4d7a-9a3f-2d8f1f9e0a11';
const body = { customRequestId: requestId, amount: 1500, conditions: 'Inkludert rigg', expiresAt: '2026-06-01T12:00:00+02:00' };

describe('price offer bodies', () => {
  it('takes the amount in kroner, at least 1, at most 2 decimals', () => {
    expect(priceOfferCreateBodySchema.safeParse(body).success).toBe(true);
    expect(priceOfferCreateBodySchema.safeParse({ ...body, amount: 1 }).success).toBe(true);
    expect(priceOfferCreateBodySchema.safeParse({ ...body, amount: 0.99 }).success).toBe(false);
    expect(priceOfferCreateBodySchema.safeParse({ ...body, amount: 1299.99 }).success).toBe(true);
    const decimals = priceOfferCreateBodySchema.safeParse({ ...body, amount: 10.555 });
    expect(decimals.success ? null : decimals.error.issues[0]?.message).toBe('error.offer.amount_decimals');
    expect(kronerToOre(0.1 + 0.2)).toBe(30);
    expect(kronerToOre(1299.99)).toBe(129_999);
  });

  it('patches any part, and nothing else', () => {
    expect(priceOfferPatchBodySchema.parse({ conditions: 'Ny' })).toEqual({ conditions: 'Ny' });
    expect(priceOfferPatchBodySchema.safeParse({ amount: 0 }).success).toBe(false);
  });
});

describe('offerExpiryIssue', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  const delivery = new Date('2026-05-10T10:00:00Z');
  it('wants a deadline after now and not after the delivery', () => {
    expect(offerExpiryIssue(new Date('2026-05-05T10:00:00Z'), now, delivery)).toBeNull();
    expect(offerExpiryIssue(delivery, now, delivery)).toBeNull();
    expect(offerExpiryIssue(new Date('2026-05-10T10:00:01Z'), now, delivery)).toBe('error.offer.expiry_after_delivery');
    expect(offerExpiryIssue(now, now, delivery)).toBe('error.offer.expiry_in_past');
    expect(offerExpiryIssue(new Date('2027-01-01T00:00:00Z'), now, null)).toBeNull();
  });
});

describe('the 24-hour rule', () => {
  const created = new Date('2026-05-01T10:00:00Z');
  const at = (hours: number) => new Date(created.getTime() + hours * 3_600_000);
  const request = (extra: Partial<Parameters<typeof broadcastDue>[0]> = {}) => ({ status: 'OPEN', sendToAll: false, broadcastAt: broadcastTime(created, false), broadcastDoneAt: null, chosenOffered: false, ...extra });
  it('goes to all after 24 hours when no chosen provider offered', () => {
    expect(broadcastTime(created, false)).toEqual(at(24));
    expect(broadcastDue(request(), at(23.99))).toBe(false);
    expect(broadcastDue(request(), at(24))).toBe(true);
    expect(broadcastDue(request({ chosenOffered: true }), at(30))).toBe(false);
  });
  it('goes to all at once with "send to all", and only once, and never when closed', () => {
    expect(broadcastTime(created, true)).toEqual(created);
    expect(broadcastDue(request({ sendToAll: true, broadcastAt: created }), created)).toBe(true);
    expect(broadcastDue(request({ broadcastDoneAt: at(24) }), at(25))).toBe(false);
    expect(broadcastDue(request({ status: 'CANCELLED' }), at(25))).toBe(false);
  });
});

describe('offer and request transitions', async () => {
  const { nextOfferStatus, nextRequestStatus } = await import('./request-status.ts');
  it('lets a sent offer end once, and repeats change nothing', () => {
    expect(nextOfferStatus('sent', 'accept')).toEqual({ status: 'accepted', changed: true });
    expect(nextOfferStatus('accepted', 'accept')).toEqual({ status: 'accepted', changed: false });
    expect(nextOfferStatus('expired', 'accept')).toEqual({ refused: true });
    expect(nextOfferStatus('accepted', 'close')).toEqual({ refused: true });
    expect(nextOfferStatus('sent', 'expire')).toEqual({ status: 'expired', changed: true });
  });
  it('closes or cancels an open request only', () => {
    expect(nextRequestStatus('OPEN', 'close')).toEqual({ status: 'CLOSED', changed: true });
    expect(nextRequestStatus('CANCELLED', 'cancel')).toEqual({ status: 'CANCELLED', changed: false });
    expect(nextRequestStatus('CLOSED', 'cancel')).toEqual({ refused: true });
  });
});
