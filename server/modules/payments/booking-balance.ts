import type { EntityManager } from '@mikro-orm/postgresql';
import { query, sql } from '#server/db/sql.ts';
import { BalanceEntryEntity } from './balance-entry.entity.ts';
import { creditBalance, spendBalance } from './balance.service.ts';

/**
 * The account balance a booking takes is set aside when the customer pays (before the card, so
 * the card is asked for the rest only), and counts in the ledger (`balance_use`) only once the
 * booking is confirmed. A booking that ends unpaid gives it back.
 */
export const balanceReservationKey = (bookingId: string) => `booking:${bookingId}:balance`;
export const balanceUseKey = (bookingId: string) => `booking:${bookingId}:balance_use`;
const releaseKey = (bookingId: string) => `booking:${bookingId}:balance:release`;

/**
 * Sets aside up to `upToOre` of the customer's balance for the booking (once; a repeat answers the
 * first). Most customers have no balance: one read (no transaction, no lock on the user) says there
 * is nothing set aside yet and nothing to set aside, and the payment goes on without either. The
 * read sees one snapshot, so it cannot miss a reservation and see the balance it took.
 */
export async function reserveBalance(em: EntityManager, input: { userId: string; bookingId: string; upToOre: number }): Promise<number> {
  const [seen] = await query<{ reserved: boolean; available: string | null }>(
    em,
    sql`select exists (select 1 from balance_entry where idempotency_key = ${balanceReservationKey(input.bookingId)}) as reserved,
      (select sum(amount_ore)::bigint from balance_entry where user_id = ${input.userId}) as available`,
  );
  if (seen && !seen.reserved && (input.upToOre <= 0 || Number(seen.available ?? 0) <= 0)) return 0;
  return em.transactional((tx) => spendBalance(tx, { ...input, idempotencyKey: balanceReservationKey(input.bookingId) }));
}

/** What is set aside for the booking and not given back. */
export async function reservedBalance(em: EntityManager, bookingId: string): Promise<number> {
  const entries = await em.find(BalanceEntryEntity, { idempotencyKey: { $in: [balanceReservationKey(bookingId), releaseKey(bookingId)] } }, { refresh: true });
  return Math.max(0, -entries.reduce((sum, entry) => sum + entry.amountOre, 0));
}

/**
 * Gives the set-aside balance back when the booking ends without being paid (expired, cancelled
 * before confirmation, or could not be confirmed after paying). Nothing when the booking used it.
 */
export async function releaseBalanceReservation(em: EntityManager, input: { bookingId: string; userId: string }): Promise<number> {
  // One read, since every booking that ends unpaid asks and most set nothing aside.
  const [seen] = await query<{ used: boolean; reserved: string | null }>(
    em,
    sql`select exists (select 1 from ledger_entry where idempotency_key = ${balanceUseKey(input.bookingId)}) as used,
      -(select sum(amount_ore) from balance_entry where idempotency_key in (${balanceReservationKey(input.bookingId)}, ${releaseKey(input.bookingId)}))::bigint as reserved`,
  );
  const reserved = seen && !seen.used ? Math.max(0, Number(seen.reserved ?? 0)) : 0;
  if (reserved <= 0) return 0;
  await creditBalance(em, { userId: input.userId, kind: 'booking_refund', amountOre: reserved, bookingId: input.bookingId, idempotencyKey: releaseKey(input.bookingId) });
  return reserved;
}
