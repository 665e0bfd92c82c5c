import type { EntityManager } from '@mikro-orm/postgresql';
import { query, sql } from '#server/db/sql.ts';

/**
 * What the platform took for a booking (by card, invoice or account balance) and what it still
 * holds of that (less refunds to the card and returns to the balance).
 */
export async function bookingMoney(em: EntityManager, bookingId: string): Promise<BookingMoney> {
  return (await bookingsMoney(em, [bookingId])).get(bookingId) ?? noMoney;
}

export type BookingMoney = { chargedOre: number; heldOre: number };
const noMoney: BookingMoney = { chargedOre: 0, heldOre: 0 };

/** `bookingMoney` of many bookings in one query (a page of a list); a booking without rows has none. */
export async function bookingsMoney(em: EntityManager, bookingIds: readonly string[]): Promise<Map<string, BookingMoney>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await query<{ booking_id: string; charged: string | null; held: string | null }>(
    em,
    sql`select booking_id, sum(case when kind in ('charge', 'balance_use') then amount_ore else 0 end)::bigint as charged,
      sum(case when kind in ('charge', 'balance_use') then amount_ore when kind in ('refund', 'balance_return') then -amount_ore else 0 end)::bigint as held
      from ledger_entry where booking_id = any(array[${bookingIds}]::uuid[]) group by booking_id`,
  );
  const money = new Map(bookingIds.map((id) => [id, noMoney]));
  for (const row of rows) money.set(row.booking_id, { chargedOre: Number(row.charged ?? 0), heldOre: Number(row.held ?? 0) });
  return money;
}
