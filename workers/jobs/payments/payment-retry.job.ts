import type { MikroORM } from '@mikro-orm/postgresql';
import { type Job, UnrecoverableError } from 'bullmq';
import { type PaymentRetryJob, paymentRetryJobSchema } from '#shared/queues.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { BookingPayments } from '#server/modules/payments/booking-payments.ts';
import { runPaymentRetry } from '#server/modules/payments/payment-retries.ts';

/** A refund or capture the web request could not finish; BullMQ retries it with backoff. */
export function paymentRetryJob(orm: MikroORM, payments: BookingPayments, clock: Clock) {
  return async (job: Pick<Job<PaymentRetryJob>, 'data'>): Promise<void> => {
    const parsed = paymentRetryJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid payment retry payload: ${parsed.error.message}`);
    await runPaymentRetry(orm.em.fork(), payments, parsed.data, clock.now());
  };
}
