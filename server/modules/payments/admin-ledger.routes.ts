import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedSchema } from '#shared/explore/paged.schema.ts';
import { adminLedgerQuerySchema, adminLedgerRowSchema, adminLedgerSummarySchema } from '#shared/payments/admin-ledger.schema.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireAdmin } from '#server/modules/admin/admin-access.ts';
import { adminLedgerSummary, listAdminLedger } from './admin-ledger.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The money ledger as the admin console reads it: the movements, and whether they add up. */
export const adminLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/ledger',
    {
      schema: {
        tags: ['admin'],
        summary: 'List the money ledger',
        description: 'Admins only. Newest first, 50 a page; `kind` narrows to charges, refunds, fees or payouts.',
        querystring: adminLedgerQuerySchema,
        response: { 200: pagedSchema(adminLedgerRowSchema), ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listAdminLedger(request.em, request.query.kind, request.query.next);
    },
  );

  app.get(
    '/admin/ledger/summary',
    {
      schema: {
        tags: ['admin'],
        summary: 'Totals of the money ledger and whether it reconciles',
        description: 'Admins only. Sums per kind in øre, and the number of problems the reconciliation finds (0 when it reconciles).',
        response: { 200: adminLedgerSummarySchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return adminLedgerSummary(request.em);
    },
  );
};
