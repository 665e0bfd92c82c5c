import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import type { PaymentRetryJob } from '#shared/queues.ts';
import type { BookingPayments } from './booking-payments.ts';
import { refundBooking } from './booking-refund.ts';

/**
 * Tries for about a day and a half (1, 2, 4 … 512 minutes apart): long enough to outlast a
 * gateway outage, and every try carries the same idempotency key, so money moves once.
 */
const retryOptions = { attempts: 10, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: { count: 1_000 }, removeOnFail: false } as const;

/** Queues money that could not move at once; one job per refund key or booking capture. */
export async function queuePaymentRetry(queue: Queue<PaymentRetryJob>, job: PaymentRetryJob): Promise<void> {
  const jobId = job.type === 'refund' ? `refund:${job.idempotencyKey}` : `capture:${job.bookingId}`;
  await queue.add(job.type, job, { ...retryOptions, jobId: jobId.replaceAll(':', '-') });
}

/** One retry: the same call that failed, with the same key; a failure throws so BullMQ tries again. */
export async function runPaymentRetry(em: EntityManager, payments: BookingPayments, job: PaymentRetryJob, now: Date): Promise<void> {
  if (job.type === 'refund') {
    await refundBooking(em, { payments, now }, { bookingId: job.bookingId, amountOre: job.amountOre, idempotencyKey: job.idempotencyKey });
    return;
  }
  await payments.capture?.(job.bookingId, em);
}
