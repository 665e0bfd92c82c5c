import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { AdminLedgerKind, AdminLedgerRow, AdminLedgerSummary } from '#shared/payments/admin-ledger.schema.ts';
import type { Paged } from '#shared/explore/paged.schema.ts';
import { query, sql } from '#server/db/sql.ts';
import { cursorKeys, cursorTimestamp, decodeCursor, encodeCursor } from '#server/modules/explore/cursor.ts';
import { LedgerEntryEntity } from './ledger-entry.entity.ts';
import { reconcileLedger } from './ledger-reconciliation.ts';

export const adminLedgerPageSize = 50;

/** Each filter pages on its own cursor, so a cursor of one kind cannot continue another's list. */
const orderName = (kind: AdminLedgerKind | undefined) => `admin-ledger-${kind ?? 'all'}`;

/** One page of the ledger, newest first, keyset on the time and the id (api-contract Paging). */
export async function listAdminLedger(em: EntityManager, kind: AdminLedgerKind | undefined, next: string | undefined): Promise<Paged<AdminLedgerRow>> {
  const name = orderName(kind);
  const conditions: FilterQuery<LedgerEntryEntity>[] = [kind ? { kind } : {}];
  if (next) {
    const [time, id] = decodeCursor(next, name, cursorKeys.timeId);
    const at = new Date(time);
    conditions.push({ $or: [{ createdAt: { $lt: at } }, { createdAt: at, id: { $lt: id } }] });
  }
  const rows = await em.find(LedgerEntryEntity, { $and: conditions }, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: adminLedgerPageSize + 1,
    populate: ['booking'],
  });
  const page = rows.slice(0, adminLedgerPageSize);
  const last = page.at(-1);
  return {
    data: page.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amountOre: entry.amountOre,
      reference: entry.reference ?? null,
      createdAt: entry.createdAt.toISOString(),
      bookingId: entry.booking?.id ?? null,
      orderNumber: entry.booking?.orderNumber ?? null,
      serviceTitle: entry.booking?.serviceTitle ?? null,
    })),
    next: rows.length > adminLedgerPageSize && last ? encodeCursor(name, [cursorTimestamp(last.createdAt), last.id]) : null,
  };
}

/**
 * The totals per kind and the reconciliation's verdict. The totals are read on their own (the
 * reconciliation sums charges and refunds only), so a row written in between can make them differ
 * by that row; the verdict is from one consistent snapshot.
 */
export async function adminLedgerSummary(em: EntityManager): Promise<AdminLedgerSummary> {
  const result = await reconcileLedger(em);
  const sums = await query<{ kind: AdminLedgerKind; total: string }>(em, sql`select kind, sum(amount_ore)::bigint as total from ledger_entry group by kind`);
  const total = (kind: AdminLedgerKind) => Number(sums.find((row) => row.kind === kind)?.total ?? 0);
  return {
    chargesOre: total('charge'),
    refundsOre: total('refund'),
    feesOre: total('fee'),
    payoutsOre: total('payout'),
    reconciles: result.problems.length === 0,
    problemCount: result.problems.length,
  };
}

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
