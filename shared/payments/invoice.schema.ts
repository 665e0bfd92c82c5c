import { z } from 'zod';
import { cursorSchema } from '#shared/explore/paged.schema.ts';

export const invoiceStatusValues = ['open', 'paid', 'credited'] as const;
export type InvoiceStatusValue = (typeof invoiceStatusValues)[number];

/** `GET /api/invoices/eligibility`: whether the signed-in customer may pay by invoice, and as which company. */
export const invoiceEligibilitySchema = z.object({ allowed: z.boolean(), orgNumber: z.string().nullable(), companyName: z.string().nullable() });
export type InvoiceEligibility = z.infer<typeof invoiceEligibilitySchema>;

/** One invoice as its customer lists it (`GET /api/invoices`); the PDF is at `/api/invoices/{id}/pdf`. */
export const invoiceSummarySchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  kid: z.string(),
  amountOre: z.number().int(),
  vatOre: z.number().int(),
  issuedAt: z.string(),
  dueAt: z.string(),
  status: z.enum(invoiceStatusValues),
  bookingId: z.uuid(),
  orderNumber: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceIdParamsSchema = z.object({ id: z.uuid() });

/** `GET /api/admin/invoices?status=&next=`: every status when `status` is left out. */
export const adminInvoiceQuerySchema = z.object({ status: z.enum(invoiceStatusValues).optional(), next: cursorSchema.optional() });

/** One invoice as the admin console lists it: who owes it and how it was paid. */
export const adminInvoiceRowSchema = invoiceSummarySchema.extend({
  customerName: z.string(),
  customerEmail: z.string(),
  companyName: z.string().nullable(),
  orgNumber: z.string().nullable(),
  paidAt: z.string().nullable(),
  paidBy: z.string().nullable(),
  paymentReference: z.string().nullable(),
  remindersSent: z.number().int(),
  overdue: z.boolean(),
});
export type AdminInvoiceRow = z.infer<typeof adminInvoiceRowSchema>;

/** `POST /api/admin/invoices/import`: the text of a Nets OCR giro file (a day's file is a few kB). */
export const invoiceImportBodySchema = z.object({ text: z.string().min(1).max(2_000_000) });

/** Why a payment in the bank file paid no invoice. */
export const unmatchedReasons = ['unknown_kid', 'amount_differs', 'already_paid', 'credited', 'malformed'] as const;

/** The result of an import: the payments that paid an invoice, and every line that did not. */
export const invoiceImportResultSchema = z.object({
  matched: z.array(z.object({ line: z.number().int(), kid: z.string(), amountOre: z.number().int(), invoiceId: z.uuid(), invoiceNumber: z.number().int(), reference: z.string() })),
  unmatched: z.array(
    z.object({ line: z.number().int(), kid: z.string().nullable(), amountOre: z.number().int().nullable(), reason: z.enum(unmatchedReasons), detail: z.string().nullable() }),
  ),
});
export type InvoiceImportResult = z.infer<typeof invoiceImportResultSchema>;
