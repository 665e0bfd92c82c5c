import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import { query, sql } from '#server/db/sql.ts';
import { type LedgerBooking, type LedgerEntry, type LedgerProblem, reconcile } from '#shared/payments/ledger.ts';

export type LedgerReconciliation = {
  problems: LedgerProblem[];
  bookingCount: number;
  entryCount: number;
  chargesOre: number;
  refundsOre: number;
};

/**
 * Reads the whole ledger and the bookings it has to agree with, and runs the reconciliation
 * rules (shared/payments/ledger.ts). The bookings are those with entries, those with an invoice,
 * and every confirmed or done one: a paid booking with no charge is a problem too, and would be
 * missed by reading the entries' bookings alone. A booking's open invoice is what it still owes
 * (`unpaidInvoiceOre`): it was confirmed on the invoice, before its money came in. Run it on a settled moment (not while payments are being taken): a
 * booking is charged just before it is confirmed.
 */
export function reconcileLedger(em: EntityManager, scope: { providerIds?: readonly string[] } = {}): Promise<LedgerReconciliation> {
  // One snapshot for both reads, so a row written between them cannot look like a problem.
  return em.transactional((tx) => readAndReconcile(tx, scope), { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
}

async function readAndReconcile(em: EntityManager, scope: { providerIds?: readonly string[] }): Promise<LedgerReconciliation> {
  // Narrowing to some providers' bookings lets a check run beside other data (tests share a database).
  const ofScope = scope.providerIds ? sql`b.provider_id = any(array[${[...scope.providerIds]}]::uuid[])` : sql`true`;
  const bookingRows = await query<BookingRow>(
    em,
    sql`select b.id, b.price_ore, b.status, b.cancellation_fee_ore, b.refund,
        i.amount_ore as invoice_ore, i.status as invoice_status,
        (select coalesce(sum(l.amount_ore), 0) from ledger_entry l where l.booking_id = b.id and l.kind = 'balance_use')::int as balance_used_ore
      from booking b left join invoice i on i.booking_id = b.id
      where (${ofScope}) and (b.status in ('confirmed', 'done')
        or exists (select 1 from ledger_entry l where l.booking_id = b.id)
        or i.id is not null)`,
  );
  const entries = await query<EntryRow>(
    em,
    sql`select l.booking_id, l.kind, l.amount_ore from ledger_entry l join booking b on b.id = l.booking_id where ${ofScope} order by l.created_at, l.id`,
  );
  const ledger: LedgerEntry[] = entries.map((row) => ({ bookingId: row.booking_id, kind: row.kind, amountOre: row.amount_ore }));
  const bookings: LedgerBooking[] = bookingRows.map(ledgerBooking);
  const total = (kind: LedgerEntry['kind']) => ledger.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.amountOre, 0);
  return {
    problems: reconcile(ledger, bookings),
    bookingCount: bookings.length,
    entryCount: ledger.length,
    chargesOre: total('charge'),
    refundsOre: total('refund'),
  };
}

type BookingRow = {
  id: string;
  price_ore: number;
  status: BookingStatus;
  cancellation_fee_ore: number | null;
  refund: boolean | null;
  invoice_ore: number | null;
  invoice_status: 'open' | 'paid' | 'credited' | null;
  balance_used_ore: number;
};

/**
 * A booking as the rules read it. An invoiced booking is confirmed before its money comes: its
 * open invoice is what it still owes (`unpaidInvoiceOre`). A refund decided while the invoice was
 * unpaid is settled by reducing (crediting) the invoice, not by paying money back: such a booking
 * is not `refunded` in the ledger's sense (there is no refund to find), and a confirmed one is
 * owed its price less what was credited.
 */
function ledgerBooking(row: BookingRow): LedgerBooking {
  const base = { id: row.id, priceOre: row.price_ore, status: row.status, cancellationFeeOre: row.cancellation_fee_ore ?? 0, refunded: row.refund === true };
  if (row.invoice_ore === null) return base;
  const creditedOre = Math.max(0, row.price_ore - row.balance_used_ore - row.invoice_ore);
  return {
    ...base,
    priceOre: row.price_ore - creditedOre,
    refunded: base.refunded && creditedOre === 0,
    unpaidInvoiceOre: row.invoice_status === 'open' ? row.invoice_ore : 0,
  };
}
type EntryRow = { booking_id: string; kind: LedgerEntry['kind']; amount_ore: number };

const kroner = (ore: number) => `${(ore / 100).toFixed(2)} kr`;

/** What the command prints: one summary line when the ledger reconciles, else one line per problem. */
export function describeReconciliation(result: LedgerReconciliation): string[] {
  if (result.problems.length === 0) {
    return [
      `Ledger reconciles: ${result.bookingCount} bookings, ${result.entryCount} entries, charges ${kroner(result.chargesOre)}, refunds ${kroner(result.refundsOre)}`,
    ];
  }
  return [
    `Ledger does not reconcile: ${result.problems.length} problem(s)`,
    ...result.problems.map((problem) => {
      const amounts = [
        problem.expectedOre === undefined ? null : `expected ${kroner(problem.expectedOre)}`,
        problem.actualOre === undefined ? null : `ledger has ${kroner(problem.actualOre)}`,
      ].filter(Boolean);
      return `booking ${problem.bookingId}: ${problem.code}${amounts.length ? ` (${amounts.join(', ')})` : ''}`;
    }),
  ];
}
