import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedSchema } from '#shared/explore/paged.schema.ts';
import { adminInvoiceQuerySchema, adminInvoiceRowSchema, invoiceIdParamsSchema, invoiceImportBodySchema, invoiceImportResultSchema, invoiceSummarySchema } from '#shared/payments/invoice.schema.ts';
import { conflict, notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireAdmin } from '#server/modules/admin/admin-access.ts';
import { recordAdminAction } from '#server/modules/admin/audit-log.ts';
import { InvoiceEntity } from './invoice.entity.ts';
import { importOcrGiroFile } from './invoice-import.ts';
import { markInvoicePaid } from './invoice-paid.ts';
import { listAdminInvoices, presentInvoiceSummary } from './invoice.queries.ts';

const tags = ['admin'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Invoices in the admin console: the list, marking one paid by hand, and importing the bank's OCR file. */
export const adminInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/invoices',
    {
      schema: {
        tags,
        summary: 'List invoices',
        description: 'Admins only. Newest first, 50 a page; `status` narrows to open, paid or credited.',
        querystring: adminInvoiceQuerySchema,
        response: { 200: pagedSchema(adminInvoiceRowSchema), ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listAdminInvoices(request.em, request.query.status, request.query.next, app.clock.now());
    },
  );

  app.post(
    '/admin/invoices/:id/mark-paid',
    {
      schema: {
        tags,
        summary: 'Mark an invoice paid',
        description:
          'Admins only. For a payment that came in without the bank file (a wrong KID, a transfer). The money is written into the ledger as the booking\'s charge; the action is audit-logged. An invoice already paid answers unchanged; a credited one is 409.',
        params: invoiceIdParamsSchema,
        response: { 200: invoiceSummarySchema, 404: errorBodySchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const result = await markInvoicePaid(request.em, {
        invoiceId: request.params.id,
        paidBy: `admin:${admin.id}`,
        reference: null,
        now: app.clock.now(),
        onPaid: (tx, paid) => recordAdminAction(tx, admin, 'invoice.mark_paid', { type: 'invoice', id: paid.id }, { number: paid.number, amountOre: paid.amountOre }),
      });
      if (!result.invoice) throw notFound();
      if (result.outcome === 'credited') throw conflict('error.payment.invoice_not_open');
      const invoice = await request.em.findOneOrFail(InvoiceEntity, result.invoice.id, { populate: ['booking'], refresh: true });
      return presentInvoiceSummary(invoice);
    },
  );

  app.post(
    '/admin/invoices/import',
    {
      schema: {
        tags,
        summary: 'Import a Nets OCR giro file',
        description:
          'Admins only. The text of the bank\'s OCR file. A payment whose KID and amount match an open invoice pays it (reference: the bank\'s archive reference); every other line is listed in `unmatched` with the reason. Importing the same file again pays nothing twice.',
        body: invoiceImportBodySchema,
        response: { 200: invoiceImportResultSchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return importOcrGiroFile(request.em, request.body.text, app.clock.now());
    },
  );
};
