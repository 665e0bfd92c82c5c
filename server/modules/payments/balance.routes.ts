import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountBalanceSchema } from '#shared/payments/balance.schema.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { balanceOf } from './balance.service.ts';

/** The customer's account balance, used at checkout before the card. */
export const balanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/balance',
    {
      schema: {
        tags: ['payments'],
        summary: "The signed-in customer's account balance",
        description: 'Gift cards redeemed and refunds returned to the balance, less what paid for bookings. Signed in (401).',
        response: { 200: accountBalanceSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ balanceOre: Math.max(0, await balanceOf(request.em, requireUser(request).id)) }),
  );
};
