import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import type { OutboundMessage } from '#shared/queues.ts';
import type { AppConfig } from '#server/config/config.ts';
import { query, sql } from '#server/db/sql.ts';
import { InvoiceEntity } from './invoice.entity.ts';
import { sendInvoiceMessage } from './invoice-messages.ts';

/** At most this many reminders per invoice; after that support follows up by hand. */
export const maxInvoiceReminders = 2;
/** At least this long between two reminders of one invoice (and the first is after the due date). */
export const invoiceReminderIntervalMs = 14 * 24 * 3600 * 1000;
/** The sweep runs once a day, in the morning in Oslo. */
export const invoiceReminderSchedule = { pattern: '0 8 * * *', tz: 'Europe/Oslo' } as const;

/**
 * Reminds customers of open invoices past their due date: at most `maxInvoiceReminders` per
 * invoice, at least 14 days apart. The e-mail is queued first under an id fixed by the invoice and
 * the reminder's number, then the count is raised by a guarded update (only from the count read):
 * two sweeps at once, or a sweep retried after a failure half-way, send each reminder once.
 * Answers how many reminders were sent.
 */
export async function sendDueInvoiceReminders(
  em: EntityManager,
  outbound: Queue<OutboundMessage>,
  now: Date,
  config: Pick<AppConfig, 'origin' | 'invoices'>,
): Promise<number> {
  const remindedBefore = new Date(now.getTime() - invoiceReminderIntervalMs);
  const due = await em.find(
    InvoiceEntity,
    {
      status: 'open',
      dueAt: { $lt: now },
      remindersSent: { $lt: maxInvoiceReminders },
      $or: [{ lastReminderAt: null }, { lastReminderAt: { $lte: remindedBefore } }],
    },
    { orderBy: { dueAt: 'asc' }, limit: 500 },
  );
  let sent = 0;
  for (const invoice of due) {
    const reminderNumber = invoice.remindersSent + 1;
    await sendInvoiceMessage(em, outbound, invoice, 'reminder', config, reminderNumber);
    const updated = await query<{ id: string }>(
      em,
      sql`update invoice set reminders_sent = ${reminderNumber}, last_reminder_at = ${now}
        where id = ${invoice.id} and status = 'open' and reminders_sent = ${invoice.remindersSent} returning id`,
    );
    if (updated.length > 0) sent += 1;
  }
  return sent;
}
