import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '#server/config/config.ts';
import type { InvoiceEntity } from './invoice.entity.ts';

/** Whether the customer may pay by invoice: a business (organisation number), or anyone where enabled. */
export async function invoiceAllowed(_em: EntityManager, _userId: string, _config: Pick<AppConfig, 'invoices'>): Promise<{ allowed: boolean; orgNumber: string | null }> {
  throw new Error('not implemented yet');
}

/** Issues the booking's invoice (once per booking; a repeat answers the first). */
export async function issueBookingInvoice(_em: EntityManager, _input: { bookingId: string; now: Date; config: Pick<AppConfig, 'invoices'> }): Promise<InvoiceEntity> {
  throw new Error('not implemented yet');
}

/**
 * Money back on an invoiced booking: an unpaid invoice is reduced (nothing moved), a paid one is
 * paid back by bank transfer. Answers what was paid back, for the ledger.
 */
export async function refundInvoicedBooking(
  _em: EntityManager,
  _input: { bookingId: string; refundOre: number; idempotencyKey: string; now: Date },
): Promise<{ refundedOre: number; reference: string | null }> {
  throw new Error('not implemented yet');
}
