import type { MikroORM } from '@mikro-orm/postgresql';
import { type Job, type Queue, UnrecoverableError } from 'bullmq';
import { type InvoiceReminderJob, type OutboundMessage, invoiceReminderJobSchema } from '#shared/queues.ts';
import type { AppConfig } from '#server/config/config.ts';
import type { Clock } from '#server/lib/clock.ts';
import { sendDueInvoiceReminders } from '#server/modules/payments/invoice-reminders.ts';

/** The daily sweep of overdue invoices; it decides by the clock and the invoices, so running it twice sends nothing twice. */
export function invoiceReminderJob(orm: MikroORM, clock: Clock, outbound: Queue<OutboundMessage>, config: Pick<AppConfig, 'origin' | 'invoices'>) {
  return async (job: Pick<Job<InvoiceReminderJob>, 'data'>): Promise<number> => {
    const parsed = invoiceReminderJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid invoice reminder payload: ${parsed.error.message}`);
    return sendDueInvoiceReminders(orm.em.fork(), outbound, clock.now(), config);
  };
}
