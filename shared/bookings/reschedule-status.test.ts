import { describe, expect, it } from 'vitest';
import { RescheduleTransitionError, nextRescheduleStatus, rescheduleExpiresAt } from './reschedule-status.ts';

const createdAt = new Date('2026-03-02T10:00:00Z');
const expiresAt = new Date('2026-03-05T10:00:00Z');
const before = { expiresAt, now: new Date('2026-03-05T09:59:59Z') };
const at = { expiresAt, now: expiresAt };

describe('rescheduleExpiresAt', () => {
  it('is 72 hours after the request when the proposed start is later', () => {
    expect(rescheduleExpiresAt(createdAt, new Date('2026-03-20T08:00:00Z'))).toEqual(new Date('2026-03-05T10:00:00Z'));
  });

  it('is the proposed start when that comes first', () => {
    expect(rescheduleExpiresAt(createdAt, new Date('2026-03-03T08:00:00Z'))).toEqual(new Date('2026-03-03T08:00:00Z'));
  });
});

describe('nextRescheduleStatus', () => {
  it('lets the other side accept or reject a waiting request before it expires', () => {
    expect(nextRescheduleStatus('waiting', 'accept', 'other', before)).toEqual({ status: 'accepted', changed: true });
    expect(nextRescheduleStatus('waiting', 'reject', 'other', before)).toEqual({ status: 'rejected', changed: true });
  });

  it('refuses an answer from the side that proposed, and an expiry from anyone but the job', () => {
    expect(() => nextRescheduleStatus('waiting', 'accept', 'requester', before)).toThrow(expect.objectContaining({ reason: 'forbidden' }));
    expect(() => nextRescheduleStatus('waiting', 'reject', 'requester', before)).toThrow(expect.objectContaining({ reason: 'forbidden' }));
    expect(() => nextRescheduleStatus('waiting', 'expire', 'other', at)).toThrow(expect.objectContaining({ reason: 'forbidden' }));
    expect(() => nextRescheduleStatus('waiting', 'accept', 'system', before)).toThrow(RescheduleTransitionError);
  });

  it('refuses an answer once the time is up, even before the job has run', () => {
    expect(() => nextRescheduleStatus('waiting', 'accept', 'other', at)).toThrow(expect.objectContaining({ reason: 'expired' }));
    expect(() => nextRescheduleStatus('waiting', 'reject', 'other', at)).toThrow(expect.objectContaining({ reason: 'expired' }));
  });

  it('expires only once the time is up: an early job changes nothing', () => {
    expect(nextRescheduleStatus('waiting', 'expire', 'system', before)).toEqual({ status: 'waiting', changed: false });
    expect(nextRescheduleStatus('waiting', 'expire', 'system', at)).toEqual({ status: 'expired', changed: true });
  });

  it('changes nothing when a step is repeated on the status it led to', () => {
    expect(nextRescheduleStatus('accepted', 'accept', 'other', at)).toEqual({ status: 'accepted', changed: false });
    expect(nextRescheduleStatus('rejected', 'reject', 'other', before)).toEqual({ status: 'rejected', changed: false });
    expect(nextRescheduleStatus('expired', 'expire', 'system', at)).toEqual({ status: 'expired', changed: false });
  });

  it('refuses to answer a request that was answered otherwise or expired', () => {
    expect(() => nextRescheduleStatus('rejected', 'accept', 'other', before)).toThrow(expect.objectContaining({ reason: 'conflict' }));
    expect(() => nextRescheduleStatus('accepted', 'reject', 'other', before)).toThrow(expect.objectContaining({ reason: 'conflict' }));
    expect(() => nextRescheduleStatus('expired', 'accept', 'other', before)).toThrow(expect.objectContaining({ reason: 'expired' }));
    // The job finding a request answered meanwhile leaves it alone.
    expect(() => nextRescheduleStatus('accepted', 'expire', 'system', at)).toThrow(expect.objectContaining({ reason: 'conflict' }));
  });
});
