import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { type DeletionObstacles, erasureDueAt, hasObstacles } from '#shared/accounts/account-deletion.ts';
import type { AccountErasureJob, OutboundMessage } from '#shared/queues.ts';
import { AppError } from '#server/lib/app-error.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { balanceOf } from '#server/modules/payments/balance.service.ts';
import { GiftCardEntity } from '#server/modules/payments/gift-card.entity.ts';
import { InvoiceEntity } from '#server/modules/payments/invoice.entity.ts';
import { PaymentEntity } from '#server/modules/payments/payment.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { sendDeletionEmail } from './account-deletion.email.ts';
import { UserEntity } from './user.entity.ts';

/** Statuses in which a booking still waits for someone, whatever its time. */
const waitingStatuses = ['hold', 'awaiting_provider', 'awaiting_payment'] as const;
/** Statuses in which a booking is an obligation until its time is over. */
const agreedStatuses = ['confirmed', 'paused'] as const;

const erasureJobOptions = { removeOnComplete: { age: 7 * 24 * 3600, count: 1000 }, removeOnFail: { age: 30 * 24 * 3600 }, attempts: 8, backoff: { type: 'exponential', delay: 60_000 } };

/** The job id names the person and the request, so asking twice queues one job, and a new request after a cancel gets its own. */
export const erasureJobId = (userId: string, requestedAt: Date) => `erase:${userId}:${requestedAt.getTime()}`;

export interface DeletionDependencies {
  erasureQueue: Queue<AccountErasureJob>;
  outbound: Queue<OutboundMessage>;
  appName: string;
  origin: string;
}

/**
 * What the person must settle before their data can be erased (docs/architecture.md "Personal
 * data"): open or upcoming bookings on either side, unpaid invoices, card payments in progress,
 * paid gift cards not yet sent, and money on the balance.
 */
export async function deletionObstacles(em: EntityManager, userId: string, now: Date): Promise<DeletionObstacles> {
  const openBookingsOf = (side: { customer: string } | { provider: string }) =>
    em.count(BookingEntity, { ...side, $or: [{ status: { $in: [...waitingStatuses] } }, { status: { $in: [...agreedStatuses] }, endsAt: { $gt: now } }] });
  const provider = await em.findOne(ProviderEntity, { owner: userId }, { fields: ['id'] });
  // One after another: inside the erasure's transaction every query shares one connection.
  const openBookings = await openBookingsOf({ customer: userId });
  const providerBookings = provider ? await openBookingsOf({ provider: provider.id }) : 0;
  const openInvoices = await em.count(InvoiceEntity, { customer: userId, status: 'open' });
  const paymentsInProgress = await em.count(PaymentEntity, { customer: userId, status: 'processing' });
  const giftCardsToDeliver = await em.count(GiftCardEntity, { buyer: userId, status: 'paid' });
  const balanceOre = await balanceOf(em, userId);
  return { openBookings, providerBookings, openInvoices, paymentsInProgress, giftCardsToDeliver, balanceOre: Math.max(0, balanceOre) };
}

/** Queues the erasure at the end of the grace period (at once when that is past). */
export async function scheduleErasure(queue: Queue<AccountErasureJob>, userId: string, requestedAt: Date, now: Date): Promise<void> {
  const delay = Math.max(0, erasureDueAt(requestedAt).getTime() - now.getTime());
  await queue.add('erase', { type: 'erase', userId }, { ...erasureJobOptions, jobId: erasureJobId(userId, requestedAt), delay });
}

/**
 * Spec §2 delete account: the request is recorded, the erasure queued 30 days later and the
 * person told by e-mail. Asking again while a request is pending changes nothing.
 * @throws AppError 409 `error.account.deletion_blocked` with `data.obstacles` while anything is
 *   left to settle: the request is refused rather than cancelling bookings or money on someone's behalf.
 */
export async function requestDeletion(em: EntityManager, deps: DeletionDependencies, userId: string, now: Date): Promise<void> {
  const requestedAt = await em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(UserEntity, userId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (user.deletionRequestedAt) return null;
    const obstacles = await deletionObstacles(tx, userId, now);
    if (hasObstacles(obstacles)) throw new AppError(409, 'error.account.deletion_blocked', { data: { obstacles } });
    user.deletionRequestedAt = now;
    return now;
  });
  if (!requestedAt) return;
  const user = await em.findOneOrFail(UserEntity, userId, { refresh: true });
  await scheduleErasure(deps.erasureQueue, userId, requestedAt, now);
  await sendDeletionEmail(deps, 'requested', user, erasureDueAt(requestedAt));
}

/**
 * Withdraws a pending deletion request: the queued erasure is removed, and should it run anyway it
 * finds no request and changes nothing. Cancelling when nothing is pending changes nothing.
 */
export async function cancelDeletion(em: EntityManager, deps: DeletionDependencies, userId: string): Promise<void> {
  const requestedAt = await em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(UserEntity, userId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const pending = user.deletionRequestedAt;
    if (!pending || user.erasedAt) return null;
    user.deletionRequestedAt = null;
    return pending;
  });
  if (!requestedAt) return;
  const user = await em.findOneOrFail(UserEntity, userId, { refresh: true });
  await deps.erasureQueue.remove(erasureJobId(userId, requestedAt));
  await sendDeletionEmail(deps, 'cancelled', user, null);
}
