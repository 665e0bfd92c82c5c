import type { EntityManager } from '@mikro-orm/postgresql';
import { invoiceDueAt } from '#shared/payments/invoice-due.ts';
import { invoiceTotals, invoiceVatLines, reduceInvoiceLines, standardVatRatePercent } from '#shared/payments/invoice-lines.ts';
import { makeKid } from '#shared/payments/kid.ts';
import type { AppConfig } from '#server/config/config.ts';
import { query, sql } from '#server/db/sql.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { balanceUsedFor } from './balance.service.ts';
import { InvoiceEntity } from './invoice.entity.ts';

/** Whether the customer may pay by invoice: a business (organisation number), or anyone where enabled. */
export async function invoiceAllowed(em: EntityManager, userId: string, config: Pick<AppConfig, 'invoices'>): Promise<{ allowed: boolean; orgNumber: string | null }> {
  const user = await em.findOne(UserEntity, userId, { fields: ['id', 'orgNumber'] });
  const orgNumber = user?.orgNumber ?? null;
  return { allowed: Boolean(user) && (orgNumber !== null || config.invoices.privateEnabled), orgNumber };
}

/**
 * The VAT rate a booking is invoiced at: its category's rate (every price in a category includes
 * that VAT). A booking whose service was since deleted falls back to the standard 25 %.
 */
async function vatRateOf(em: EntityManager, booking: BookingEntity): Promise<number> {
  if (!booking.service) return standardVatRatePercent;
  const service = await em.findOne(ServiceEntity, booking.service.id, { populate: ['category'] });
  return service ? Number(service.category.taxRate) : standardVatRatePercent;
}

/** A line's text: the service and the order it was booked in, the same in both languages. */
const lineText = (booking: BookingEntity) => `${booking.serviceTitle} (${booking.orderNumber})`;

/**
 * Issues the booking's invoice (once per booking; a repeat answers the first).
 *
 * The booking row is locked first, so two requests paying the same booking cannot both draw an
 * invoice number (numbers are drawn from `invoice_number_seq` and should not skip). The invoice is
 * for the booking's price less the account balance already spent on it; the buyer's company is
 * copied from the customer as it stands now. Nothing to pay (a free booking, or all paid from the
 * balance) gives an invoice that is paid from the start.
 */
export async function issueBookingInvoice(em: EntityManager, input: { bookingId: string; now: Date; config: Pick<AppConfig, 'invoices'> }): Promise<InvoiceEntity> {
  return em.transactional(async (tx) => {
    await query(tx, sql`select id from booking where id = ${input.bookingId} for update`);
    const existing = await tx.findOne(InvoiceEntity, { booking: input.bookingId }, { refresh: true });
    if (existing) return existing;
    const booking = await tx.findOneOrFail(BookingEntity, input.bookingId, { refresh: true });
    const customer = await tx.findOneOrFail(UserEntity, booking.customer.id);
    const owedOre = Math.max(0, booking.priceOre - (await balanceUsedFor(tx, booking.id)));
    const rate = await vatRateOf(tx, booking);
    const lines = invoiceVatLines([{ amountOre: owedOre, vatRatePercent: rate }], () => lineText(booking));
    const totals = invoiceTotals(lines);
    const [row] = await query<{ number: string }>(tx, sql`select nextval('invoice_number_seq')::bigint as number`);
    const number = Number(row?.number);
    const invoice = tx.create(InvoiceEntity, {
      number,
      kid: makeKid(number),
      booking,
      customer,
      orgNumber: customer.orgNumber ?? null,
      companyName: customer.orgNumber ? (customer.companyName ?? null) : null,
      amountOre: totals.amountOre,
      vatOre: totals.vatOre,
      lines,
      issuedAt: input.now,
      dueAt: invoiceDueAt(input.now, input.config.invoices.dueDays),
      status: totals.amountOre === 0 ? 'paid' : 'open',
      paidAt: totals.amountOre === 0 ? input.now : null,
      remindersSent: 0,
    });
    await tx.flush();
    return invoice;
  });
}

/**
 * Money back on an invoiced booking: an unpaid invoice is reduced (nothing moved), a paid one is
 * paid back by bank transfer. Answers what was paid back, for the ledger.
 *
 * An open invoice is reduced by the refund and its VAT lines taken again from what is left; at 0
 * it is credited. While open, `paymentReference` keeps the key of the last reduction, so a
 * retried refund (same key) is not taken off twice. A paid invoice is paid back by bank transfer
 * (support sends it; the caller writes the ledger's refund under its key, which keeps a retry from
 * counting twice), at most what was paid.
 */
export async function refundInvoicedBooking(
  em: EntityManager,
  input: { bookingId: string; refundOre: number; idempotencyKey: string; now: Date },
): Promise<{ refundedOre: number; reference: string | null }> {
  if (!Number.isSafeInteger(input.refundOre) || input.refundOre < 0) throw new RangeError('A refund is whole, non-negative øre');
  return em.transactional(async (tx) => {
    const [locked] = await query<{ id: string }>(tx, sql`select id from invoice where booking_id = ${input.bookingId} for update`);
    if (!locked) throw new Error(`Booking ${input.bookingId} has no invoice`);
    const invoice = await tx.findOneOrFail(InvoiceEntity, locked.id, { refresh: true });
    if (invoice.status === 'paid') return { refundedOre: Math.min(input.refundOre, invoice.amountOre), reference: 'bank_transfer' };
    const creditKey = `credit:${input.idempotencyKey}`;
    if (invoice.status === 'credited' || invoice.paymentReference === creditKey || input.refundOre === 0) return { refundedOre: 0, reference: null };
    const lines = reduceInvoiceLines(invoice.lines, input.refundOre);
    const totals = invoiceTotals(lines);
    invoice.lines = lines;
    invoice.amountOre = totals.amountOre;
    invoice.vatOre = totals.vatOre;
    invoice.paymentReference = creditKey;
    if (totals.amountOre === 0) invoice.status = 'credited';
    await tx.flush();
    return { refundedOre: 0, reference: null };
  });
}
