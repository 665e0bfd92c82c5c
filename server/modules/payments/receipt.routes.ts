import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiptListQuerySchema, receiptListSchema, receiptParamsSchema, receiptSchema } from '#shared/payments/payment.schema.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { listReceipts, receiptFor } from './receipt.service.ts';

const tags = ['payments'];

/** Receipts of the customer's paid bookings (account "Betalinger og utbetalinger"). */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/receipts',
    {
      schema: {
        tags,
        summary: "The signed-in customer's receipts, newest first",
        description: 'One per paid booking (confirmed, done, or cancelled after payment). Paged: pass `next` from the last page.',
        querystring: receiptListQuerySchema,
        response: { 200: receiptListSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => listReceipts(request.em, requireUser(request).id, request.query.next),
  );

  app.get(
    '/payments/receipts/:bookingId',
    {
      schema: {
        tags,
        summary: 'One receipt',
        description: 'Price lines, discounts, what the balance, the card and the invoice paid, and VAT. Not paid or not the customer\'s: 404.',
        params: receiptParamsSchema,
        response: { 200: receiptSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => receiptFor(request.em, requireUser(request).id, request.params.bookingId),
  );
};
