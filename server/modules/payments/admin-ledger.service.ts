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
