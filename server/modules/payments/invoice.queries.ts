import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { Paged } from '#shared/explore/paged.schema.ts';
import type { AdminInvoiceRow, InvoiceStatusValue, InvoiceSummary } from '#shared/payments/invoice.schema.ts';
import { cursorKeys, cursorTimestamp, decodeCursor, encodeCursor } from '#server/modules/explore/cursor.ts';
import { InvoiceEntity } from './invoice.entity.ts';

export const adminInvoicePageSize = 50;

/** An invoice as lists and the mark-paid answer show it; its booking must be loaded. */
export function presentInvoiceSummary(invoice: InvoiceEntity): InvoiceSummary {
  return {
    id: invoice.id,
    number: invoice.number,
    kid: invoice.kid,
    amountOre: invoice.amountOre,
    vatOre: invoice.vatOre,
    issuedAt: invoice.issuedAt.toISOString(),
    dueAt: invoice.dueAt.toISOString(),
    status: invoice.status,
    bookingId: invoice.booking.id,
    orderNumber: invoice.booking.orderNumber,
  };
}

/** The customer's own invoices, newest first (a customer has as many as invoiced bookings). */
export async function listOwnInvoices(em: EntityManager, customerId: string): Promise<InvoiceSummary[]> {
  const invoices = await em.find(InvoiceEntity, { customer: customerId }, { orderBy: { issuedAt: 'desc', id: 'desc' }, populate: ['booking'], limit: 500 });
  return invoices.map(presentInvoiceSummary);
}

/** Each filter pages on its own cursor, so a cursor of one status cannot continue another's list. */
const orderName = (status: InvoiceStatusValue | undefined) => `admin-invoices-${status ?? 'all'}`;

/** One page of every invoice for the admin console, newest first, keyset on issue time and id. */
export async function listAdminInvoices(em: EntityManager, status: InvoiceStatusValue | undefined, next: string | undefined, now: Date): Promise<Paged<AdminInvoiceRow>> {
  const name = orderName(status);
  const conditions: FilterQuery<InvoiceEntity>[] = [status ? { status } : {}];
  if (next) {
    const [time, id] = decodeCursor(next, name, cursorKeys.timeId);
    const at = new Date(time);
    conditions.push({ $or: [{ issuedAt: { $lt: at } }, { issuedAt: at, id: { $lt: id } }] });
  }
  const rows = await em.find(InvoiceEntity, { $and: conditions }, { orderBy: { issuedAt: 'desc', id: 'desc' }, limit: adminInvoicePageSize + 1, populate: ['booking', 'customer'] });
  const page = rows.slice(0, adminInvoicePageSize);
  const last = page.at(-1);
  return {
    data: page.map((invoice) => ({
      ...presentInvoiceSummary(invoice),
      customerName: `${invoice.customer.firstName} ${invoice.customer.lastName}`.trim(),
      customerEmail: invoice.customer.email,
      companyName: invoice.companyName ?? null,
      orgNumber: invoice.orgNumber ?? null,
      paidAt: invoice.paidAt?.toISOString() ?? null,
      paidBy: invoice.paidBy ?? null,
      paymentReference: invoice.status === 'paid' ? (invoice.paymentReference ?? null) : null,
      remindersSent: invoice.remindersSent,
      overdue: invoice.status === 'open' && invoice.dueAt.getTime() < now.getTime(),
    })),
    next: rows.length > adminInvoicePageSize && last ? encodeCursor(name, [cursorTimestamp(last.issuedAt), last.id]) : null,
  };
}
