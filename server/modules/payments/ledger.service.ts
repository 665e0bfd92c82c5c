import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { LedgerEntryEntity, type LedgerEntryKind } from './ledger-entry.entity.ts';

export type NewLedgerEntry = {
  /** The booking the money is for; null only for a gift card sale (`giftCardId`). */
  bookingId: string | null;
  giftCardId?: string | null;
  kind: LedgerEntryKind;
  amountOre: number;
  /** The key the gateway was called with: the same movement of money is written once. */
  idempotencyKey: string;
  reference?: string | null;
};

/**
 * Writes one movement of money after the gateway has confirmed it. Called explicitly where the
 * bookings module charges and refunds rather than from a wrapper around `BookingPayments`: the
 * adapter is chosen in `app.ts` and replaced whole by tests, so a wrapper there could be bypassed,
 * and the caller already holds the entity manager and the key. A repeated call with the same key
 * (a retried pay, a refund support repeats) writes nothing: the unique key decides in PostgreSQL,
 * so two racing requests cannot both write. Nothing moved for a zero amount (a booking made free
 * by a discount), so no row is written; the table only holds positive amounts. Answers whether
 * this call wrote the row (false for a repeat or a zero amount).
 */
export async function recordLedgerEntry(em: EntityManager, entry: NewLedgerEntry): Promise<boolean> {
  if (entry.amountOre <= 0) return false;
  const result = await em
    .createQueryBuilder(LedgerEntryEntity)
    .insert({
      id: randomUUID(),
      booking: entry.bookingId,
      giftCard: entry.giftCardId ?? null,
      kind: entry.kind,
      amountOre: entry.amountOre,
      reference: entry.reference ?? null,
      idempotencyKey: entry.idempotencyKey,
      createdAt: new Date(),
    })
    .onConflict('idempotencyKey')
    .ignore()
    .execute('run');
  return (result as { affectedRows?: number }).affectedRows === 1;
}

/**
 * What was given back of the booking's price so far, by the ledger (a goodwill refund before a
 * cancellation), to the card or to the account balance. A charge refunded whole because the booking could not be confirmed for it (its
 * key is the charge's key + `:refund`) gave back that charge, not part of the price, so it does not
 * count.
 */
export async function refundedSoFar(em: EntityManager, bookingId: string): Promise<number> {
  // Through the entity manager, so inside a transaction it reads what that transaction sees.
  const [row] = await em.execute<{ refunded: string | null }[]>(
    "select sum(amount_ore)::bigint as refunded from ledger_entry where booking_id = ? and kind in ('refund', 'balance_return') and idempotency_key not like ?",
    [bookingId, `booking:${bookingId}:charge:%:refund`],
  );
  return Number(row?.refunded ?? 0);
}
