import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceEligibilitySchema, invoiceIdParamsSchema, invoiceSummarySchema } from '#shared/payments/invoice.schema.ts';
import { notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { languageOf } from '#server/modules/notifications/message-text.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { InvoiceEntity } from './invoice.entity.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { listOwnInvoices } from './invoice.queries.ts';
import { invoiceAllowed } from './invoice.service.ts';

const tags = ['payments'];

/** The customer's side of invoices: whether they may pay by one, their invoices, and each as a PDF. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices/eligibility',
    {
      schema: {
        tags,
        summary: 'Whether the signed-in customer may pay by invoice',
        description: 'Allowed for a business (an organisation number on the account), or for anyone where private invoices are enabled. Signed in (401).',
        response: { 200: invoiceEligibilitySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { allowed, orgNumber } = await invoiceAllowed(request.em, user.id, app.config);
      return { allowed, orgNumber, companyName: orgNumber ? (user.companyName ?? null) : null };
    },
  );

  app.get(
    '/invoices',
    {
      schema: {
        tags,
        summary: "The signed-in customer's invoices",
        description: 'Newest first. The PDF of each is at `/api/invoices/{id}/pdf`. Signed in (401).',
        response: { 200: z.array(invoiceSummarySchema), 401: errorBodySchema },
      },
    },
    async (request) => listOwnInvoices(request.em, requireUser(request).id),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      schema: {
        tags,
        summary: 'One invoice as a PDF',
        description: "Its customer or an admin; anyone else 404. In the customer's language.",
        params: invoiceIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The invoice as `application/pdf`'), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const invoice = await request.em.findOne(InvoiceEntity, request.params.id, { populate: ['booking'] });
      if (!invoice || (invoice.customer.id !== user.id && !user.isAdmin)) throw notFound();
      const customer = await request.em.findOneOrFail(UserEntity, invoice.customer.id);
      const pdf = await renderInvoicePdf(
        {
          number: invoice.number,
          kid: invoice.kid,
          status: invoice.status,
          issuedAt: invoice.issuedAt,
          dueAt: invoice.dueAt,
          amountOre: invoice.amountOre,
          vatOre: invoice.vatOre,
          lines: invoice.lines,
          orderNumber: invoice.booking.orderNumber,
          buyer: { name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email, companyName: invoice.companyName ?? null, orgNumber: invoice.orgNumber ?? null },
        },
        languageOf(customer.language),
        app.config.invoices,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="faktura-${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
