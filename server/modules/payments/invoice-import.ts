import type { EntityManager } from '@mikro-orm/postgresql';
import type { InvoiceImportResult } from '#shared/payments/invoice.schema.ts';
import { kidDefaultLength } from '#shared/payments/kid.ts';
import { parseOcrGiro, sameKid } from '#shared/payments/ocr-giro.ts';
import { query, sql } from '#server/db/sql.ts';
import { markInvoicePaid } from './invoice-paid.ts';

/**
 * Applies a Nets OCR giro file: each payment whose KID names one of our invoices and whose amount
 * is exactly what the invoice asks pays it (by `bank_file`, the bank's archive reference kept).
 * Everything else is listed with why (unknown KID, another amount, already paid, credited, or a
 * line the file's format does not allow), for support to follow up by hand. Importing the same file
 * again pays nothing twice: those invoices are already paid.
 */
export async function importOcrGiroFile(em: EntityManager, text: string, now: Date): Promise<InvoiceImportResult> {
  const file = parseOcrGiro(text);
  const result: InvoiceImportResult = { matched: [], unmatched: [] };
  for (const problem of file.problems) {
    result.unmatched.push({ line: problem.line, kid: null, amountOre: null, reason: 'malformed', detail: `${problem.code}: ${problem.detail}` });
  }
  for (const payment of file.transactions) {
    const unmatched = (reason: InvoiceImportResult['unmatched'][number]['reason'], detail: string | null = null) =>
      result.unmatched.push({ line: payment.line, kid: payment.kid, amountOre: payment.amountOre, reason, detail });
    // Our KIDs are all kidDefaultLength digits; a bank may pad the field with zeros or spaces.
    const ours = payment.kid.replace(/^0+/, '').padStart(kidDefaultLength, '0');
    const [invoice] = await query<{ id: string; kid: string; number: number; amount_ore: number; status: string }>(
      em,
      sql`select id, kid, number, amount_ore, status from invoice where kid = ${ours}`,
    );
    if (!invoice || !sameKid(payment.kid, invoice.kid)) {
      unmatched('unknown_kid');
      continue;
    }
    if (invoice.status === 'credited') {
      unmatched('credited', String(invoice.number));
      continue;
    }
    if (invoice.status === 'paid') {
      unmatched('already_paid', String(invoice.number));
      continue;
    }
    if (payment.amountOre !== invoice.amount_ore) {
      unmatched('amount_differs', `${invoice.number}: ${invoice.amount_ore}`);
      continue;
    }
    const paid = await markInvoicePaid(em, { invoiceId: invoice.id, paidBy: 'bank_file', reference: payment.reference, now });
    if (paid.outcome !== 'paid') {
      unmatched(paid.outcome, String(invoice.number));
      continue;
    }
    result.matched.push({ line: payment.line, kid: payment.kid, amountOre: payment.amountOre, invoiceId: invoice.id, invoiceNumber: invoice.number, reference: payment.reference });
  }
  result.unmatched.sort((a, b) => a.line - b.line);
  return result;
}
