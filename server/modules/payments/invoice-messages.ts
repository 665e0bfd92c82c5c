import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import type { OutboundMessage } from '#shared/queues.ts';
import type { AppConfig } from '#server/config/config.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { languageOf, messageText } from '#server/modules/notifications/message-text.ts';
import { queueOutboundMessage } from '#server/modules/notifications/outbound-message.service.ts';
import { formatAccount, invoiceDate } from './invoice-pdf.ts';
import { InvoiceEntity } from './invoice.entity.ts';

export type InvoiceMessageKind = 'issued' | 'reminder';

/**
 * The message id of an invoice's e-mail: the same e-mail (the issue, or reminder number n) gets
 * the same id, so queueing it twice delivers it once. A name-based (version 5 style) UUID.
 */
export function invoiceMessageId(invoiceId: string, kind: InvoiceMessageKind, reminderNumber = 0): string {
  const hex = createHash('sha256').update(`invoice:${invoiceId}:${kind}:${reminderNumber}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const kroner = (ore: number, language: 'nb' | 'en') =>
  new Intl.NumberFormat(language === 'nb' ? 'nb-NO' : 'en-GB', { style: 'currency', currency: 'NOK', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100);

/**
 * Queues the e-mail about an invoice to its customer, in their language: when it is issued (with
 * the link to the PDF) or a reminder after its due date.
 */
export async function sendInvoiceMessage(
  em: EntityManager,
  queue: Queue<OutboundMessage>,
  invoice: InvoiceEntity,
  kind: InvoiceMessageKind,
  config: Pick<AppConfig, 'origin' | 'invoices'>,
  reminderNumber = 0,
): Promise<void> {
  const customer = await em.findOneOrFail(UserEntity, invoice.customer.id);
  const booking = await em.findOneOrFail(BookingEntity, invoice.booking.id, { fields: ['id', 'orderNumber', 'serviceTitle'] });
  const language = languageOf(customer.language);
  const params = {
    name: customer.firstName,
    seller: config.invoices.sellerName,
    service: booking.serviceTitle,
    orderNumber: booking.orderNumber,
    number: invoice.number,
    amount: kroner(invoice.amountOre, language),
    dueDate: invoiceDate(invoice.dueAt, language),
    account: formatAccount(config.invoices.bankAccount),
    kid: invoice.kid,
    pdfUrl: `${config.origin}/api/invoices/${invoice.id}/pdf`,
  };
  await queueOutboundMessage(queue, {
    id: invoiceMessageId(invoice.id, kind, reminderNumber),
    channel: 'email',
    to: customer.email,
    subject: messageText(language, (m) => (kind === 'issued' ? m.invoice.issuedSubject : m.invoice.reminderSubject), params),
    text: messageText(language, (m) => (kind === 'issued' ? m.invoice.issued : m.invoice.reminder), params),
  });
}

/**
 * After a booking was paid by invoice: e-mails its invoice to the customer (nothing when the
 * booking has none, or nothing to pay). Safe to call again: the message id is fixed per invoice.
 */
export async function sendBookingInvoiceMessage(
  em: EntityManager,
  queue: Queue<OutboundMessage>,
  bookingId: string,
  config: Pick<AppConfig, 'origin' | 'invoices'>,
): Promise<boolean> {
  const invoice = await em.findOne(InvoiceEntity, { booking: bookingId, status: 'open' });
  if (!invoice) return false;
  await sendInvoiceMessage(em, queue, invoice, 'issued', config);
  return true;
}
