import type { EntityManager } from '@mikro-orm/postgresql';
import { query, sql } from '#server/db/sql.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { creditBalance } from './balance.service.ts';
import type { BookingPayments } from './booking-payments.ts';
import { InvoiceEntity } from './invoice.entity.ts';
import { refundInvoicedBooking } from './invoice.service.ts';
import { LedgerEntryEntity } from './ledger-entry.entity.ts';
import { recordLedgerEntry } from './ledger.service.ts';

export type RefundSplit = { cardOre: number; balanceOre: number; invoiceOre: number };

/** What the platform holds for a booking, by how it came in: card (charges − refunds) and balance (used − returned). */
export async function heldForBooking(em: EntityManager, bookingId: string): Promise<{ cardOre: number; balanceOre: number }> {
  const [row] = await query<{ card: string | null; balance: string | null }>(
    em,
    sql`select sum(case kind when 'charge' then amount_ore when 'refund' then -amount_ore else 0 end)::bigint as card,
      sum(case kind when 'balance_use' then amount_ore when 'balance_return' then -amount_ore else 0 end)::bigint as balance
      from ledger_entry where booking_id = ${bookingId}`,
  );
  return { cardOre: Number(row?.card ?? 0), balanceOre: Number(row?.balance ?? 0) };
}

const balanceKey = (idempotencyKey: string) => `${idempotencyKey}:balance`;

/**
 * Gives `amountOre` of a booking's money back: the one path for cancellations and goodwill
 * refunds. An invoiced booking is settled on its invoice (an unpaid one is reduced, a paid one
 * paid back). Otherwise the card is refunded first, up to what card payments still hold, and the
 * rest goes back to the account balance it came from. Each part is written to the ledger under
 * the refund's key (the balance part under `<key>:balance`), so a repeat finishes what is missing
 * and moves nothing twice.
 */
export async function refundBooking(
  em: EntityManager,
  deps: { payments: BookingPayments; now: Date },
  input: { bookingId: string; amountOre: number; idempotencyKey: string },
): Promise<RefundSplit> {
  if (input.amountOre <= 0) return { cardOre: 0, balanceOre: 0, invoiceOre: 0 };
  const booking = await em.findOneOrFail(BookingEntity, input.bookingId, { fields: ['id', 'customer', 'paymentMethod'] });
  if (booking.paymentMethod === 'invoice' && (await em.count(InvoiceEntity, { booking: booking.id })) > 0) {
    const { refundedOre, reference } = await refundInvoicedBooking(em, { bookingId: booking.id, refundOre: input.amountOre, idempotencyKey: input.idempotencyKey, now: deps.now });
    await recordLedgerEntry(em, { bookingId: booking.id, kind: 'refund', amountOre: refundedOre, idempotencyKey: input.idempotencyKey, reference });
    return { cardOre: 0, balanceOre: 0, invoiceOre: input.amountOre };
  }

  const done = await em.find(LedgerEntryEntity, { idempotencyKey: { $in: [input.idempotencyKey, balanceKey(input.idempotencyKey)] } });
  const doneCard = done.find((entry) => entry.idempotencyKey === input.idempotencyKey)?.amountOre ?? 0;
  const doneBalance = done.find((entry) => entry.idempotencyKey === balanceKey(input.idempotencyKey))?.amountOre ?? 0;
  const held = await heldForBooking(em, booking.id);
  const cardOre = doneCard || Math.min(input.amountOre, Math.max(0, held.cardOre));
  const balanceOre = doneBalance || Math.min(input.amountOre - cardOre, Math.max(0, held.balanceOre));

  if (cardOre > 0 && !doneCard) {
    const refund = { bookingId: booking.id, amountOre: cardOre, idempotencyKey: input.idempotencyKey };
    const answer = await deps.payments.refund(refund, em);
    await recordLedgerEntry(em, { ...refund, kind: 'refund', reference: answer?.reference ?? null });
  }
  if (balanceOre > 0 && !doneBalance) {
    const key = balanceKey(input.idempotencyKey);
    await creditBalance(em, { userId: booking.customer.id, kind: 'booking_refund', amountOre: balanceOre, bookingId: booking.id, idempotencyKey: key });
    await recordLedgerEntry(em, { bookingId: booking.id, kind: 'balance_return', amountOre: balanceOre, idempotencyKey: key });
  }
  return { cardOre, balanceOre, invoiceOre: 0 };
}
