/**
 * A proposal in the chat to move a confirmed booking to another start (spec §3 Reschedule
 * request, §4, §6), and the only ways between its statuses.
 *
 * - `waiting`: the other side has not answered. One per booking at a time.
 * - `accepted`: the other side agreed and the booking moved.
 * - `rejected`: the other side said no.
 * - `expired`: nobody answered before the proposed start or within 72 hours, whichever came first.
 */
export const rescheduleStatuses = ['waiting', 'accepted', 'rejected', 'expired'] as const;
export type RescheduleStatus = (typeof rescheduleStatuses)[number];

export type RescheduleEvent = 'accept' | 'reject' | 'expire';
/** Who asks: the side that proposed, the other side, or the expiry job. */
export type RescheduleRole = 'requester' | 'other' | 'system';

const hourMs = 3_600_000;
export const rescheduleLimits = { answerHours: 72 } as const;

/** A request expires at the proposed start or 72 hours after it was made, whichever comes first. */
export function rescheduleExpiresAt(createdAt: Date, proposedStartsAt: Date): Date {
  return new Date(Math.min(createdAt.getTime() + rescheduleLimits.answerHours * hourMs, proposedStartsAt.getTime()));
}

export class RescheduleTransitionError extends Error {
  /** `forbidden`: not that side's step; `expired`: its time ran out; `conflict`: already answered. */
  readonly reason: 'forbidden' | 'expired' | 'conflict';
  constructor(reason: 'forbidden' | 'expired' | 'conflict', from: RescheduleStatus, event: RescheduleEvent) {
    super(`reschedule request: ${event} refused (${reason}) from ${from}`);
    this.reason = reason;
  }
}

const targets: Record<RescheduleEvent, RescheduleStatus> = { accept: 'accepted', reject: 'rejected', expire: 'expired' };

/**
 * The one rule for a reschedule request's status, by the clock: only the other side answers, only
 * while it waits and before it expires; the expiry applies only once `expiresAt` has passed (a job
 * early by the clock changes nothing). A step repeated on the status it led to changes nothing.
 * @throws RescheduleTransitionError
 */
export function nextRescheduleStatus(
  from: RescheduleStatus,
  event: RescheduleEvent,
  role: RescheduleRole,
  timing: { expiresAt: Date; now: Date },
): { status: RescheduleStatus; changed: boolean } {
  const allowedRole: RescheduleRole = event === 'expire' ? 'system' : 'other';
  if (role !== allowedRole) throw new RescheduleTransitionError('forbidden', from, event);
  const target = targets[event];
  if (from === target) return { status: from, changed: false };
  if (from !== 'waiting') throw new RescheduleTransitionError(from === 'expired' ? 'expired' : 'conflict', from, event);
  const due = timing.now.getTime() >= timing.expiresAt.getTime();
  if (event === 'expire') return due ? { status: 'expired', changed: true } : { status: from, changed: false };
  if (due) throw new RescheduleTransitionError('expired', from, event);
  return { status: target, changed: true };
}
