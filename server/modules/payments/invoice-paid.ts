import type { EntityManager } from '@mikro-orm/postgresql';
import { query, sql } from '#server/db/sql.ts';
import { InvoiceEntity } from './invoice.entity.ts';
import { recordLedgerEntry } from './ledger.service.ts';

/** The ledger key of an invoice's payment: one charge per invoice however it was marked paid. */
export const invoicePaidKey = (invoiceId: string) => `invoice:${invoiceId}:paid`;

export type InvoicePaidOutcome = 'paid' | 'already_paid' | 'credited';

/**
 * Marks an open invoice paid and writes the money into the ledger as the booking's charge. The
 * invoice row is locked, so an admin marking it while a bank file is imported pays it once; an
 * invoice already paid is left as it was (`already_paid`), a credited one cannot be paid.
 * `paidBy` is `admin:<id>` or `bank_file`; `reference` what the bank calls the payment; `onPaid`
 * adds rows to the same transaction.
 */
export async function markInvoicePaid(
  em: EntityManager,
  input: { invoiceId: string; paidBy: string; reference: string | null; now: Date; onPaid?: (tx: EntityManager, invoice: InvoiceEntity) => void },
): Promise<{ outcome: InvoicePaidOutcome; invoice: InvoiceEntity | null }> {
  return em.transactional(async (tx) => {
    const [locked] = await query<{ id: string }>(tx, sql`select id from invoice where id = ${input.invoiceId} for update`);
    if (!locked) return { outcome: 'credited' as const, invoice: null };
    const invoice = await tx.findOneOrFail(InvoiceEntity, input.invoiceId, { refresh: true });
    if (invoice.status === 'paid') return { outcome: 'already_paid' as const, invoice };
    if (invoice.status === 'credited') return { outcome: 'credited' as const, invoice };
    invoice.status = 'paid';
    invoice.paidAt = input.now;
    invoice.paidBy = input.paidBy;
    invoice.paymentReference = input.reference;
    // The audit row (an admin marking it) is written with the change, never without it.
    input.onPaid?.(tx, invoice);
    await tx.flush();
    await recordLedgerEntry(tx, { bookingId: invoice.booking.id, kind: 'charge', amountOre: invoice.amountOre, idempotencyKey: invoicePaidKey(invoice.id), reference: input.reference });
    return { outcome: 'paid' as const, invoice };
  });
}
