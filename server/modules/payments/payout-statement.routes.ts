import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorMessage } from '#shared/errors/error-catalogue.ts';
import { payoutMonthsBack, payoutStatementQuerySchema, payoutStatementSchema } from '#shared/payments/payout-statement.schema.ts';
import { fieldError } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireOwnProvider } from '#server/modules/providers/provider-access.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { monthIndexOf, osloMonthAt, payoutStatementFor } from './payout-statement.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Spec §9: the provider's payouts for done bookings, one month at a time. */
export const payoutStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/provider/payouts',
    {
      // Signed out is 401 before the query is looked at.
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: {
        tags: ['payments'],
        summary: "The caller's provider's payout statement for one month",
        description: `Bookings marked done in the Oslo month \`month\` (YYYY-MM, default the current one), by \`doneAt\`, each with the price calculation's lines; \`totals\` sum the rounded lines. At most ${payoutMonthsBack} months back and not in the future, else 400. 404 without a provider.`,
        querystring: payoutStatementQuerySchema,
        response: { 200: payoutStatementSchema, ...errors },
      },
    },
    async (request) => {
      const provider = await requireOwnProvider(request);
      const current = osloMonthAt(app.clock.now());
      const month = request.query.month ?? current;
      const back = monthIndexOf(current) - monthIndexOf(month);
      if (back < 0 || back > payoutMonthsBack) throw fieldError('month', 'error.zod.invalid_value', errorMessage('error.zod.invalid_value', 'en'));
      return payoutStatementFor(request.em, provider, month);
    },
  );
};
