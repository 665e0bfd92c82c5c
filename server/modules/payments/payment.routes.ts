import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardSetupAnswerSchema, paymentIdParamsSchema, paymentViewSchema, savedCardListSchema } from '#shared/payments/payment.schema.ts';
import { isOpenPayment } from '#shared/payments/payment-status.ts';
import { notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { bookingFollowUp } from '#server/modules/bookings/booking-follow-up.ts';
import { addonPaid } from '#server/modules/bookings/booking-cards-follow-up.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { startCardSetup } from './card-payment.service.ts';
import { PaymentEntity } from './payment.entity.ts';
import { presentPayment } from './payment-view.ts';
import { SavedCardEntity } from './saved-card.entity.ts';
import { savedCardsOf } from './saved-card.service.ts';
import { settlePayment } from './settle-payment.ts';

const tags = ['payments'];
const errors = { 401: errorBodySchema, 404: errorBodySchema };

/** Card payments as their customer follows them, and the customer's saved cards. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The signed-in customer's payment; anybody else's is 404. */
  async function ownPayment(request: Parameters<typeof requireUser>[0], id: string) {
    const user = requireUser(request);
    const payment = await request.em.findOne(PaymentEntity, { id, customer: user.id }, { refresh: true });
    if (!payment) throw notFound();
    return payment;
  }

  app.get(
    '/payments/:id',
    { schema: { tags, summary: 'One card payment of the signed-in customer', description: 'As we know it, without asking the gateway. Others\' payments: 404.', params: paymentIdParamsSchema, response: { 200: paymentViewSchema, ...errors } } },
    async (request) => presentPayment(await ownPayment(request, request.params.id)),
  );

  app.post(
    '/payments/:id/refresh',
    {
      schema: {
        tags,
        summary: 'Ask the gateway how a card payment went',
        description:
          'For the return page after the checkout, which may come back before the webhook: while the payment is open, the gateway is asked and its answer applied (as a webhook would; a success confirms the booking). Others\' payments: 404.',
        params: paymentIdParamsSchema,
        response: { 200: paymentViewSchema, ...errors },
      },
    },
    async (request) => {
      const payment = await ownPayment(request, request.params.id);
      // A refused card leaves the checkout open for another card, so a failed payment may still succeed.
      const unfinished = isOpenPayment(payment.status) || payment.status === 'failed' || (payment.status === 'succeeded' && !payment.succeededAt);
      if (!unfinished || !payment.gatewayRef) return presentPayment(payment);
      let retrieved;
      try {
        retrieved = await app.paymentGateway.retrievePayment(payment.gatewayRef);
      } catch (error) {
        // The gateway did not answer (down, slow): the payment as we know it; the webhook or the
        // next refresh settles it.
        request.log.warn({ err: error, paymentId: payment.id }, 'payment gateway did not answer a refresh');
        return presentPayment(payment);
      }
      if (retrieved.status === 'processing') return presentPayment(payment);
      const settled = await settlePayment(
        request.em,
        app.paymentGateway,
        { paymentId: payment.id, outcome: retrieved.status, failureCode: retrieved.failureCode ?? null, card: retrieved.card ?? null, gatewayRef: payment.gatewayRef },
        app.clock.now(),
      );
      if (settled.confirmed) await bookingFollowUp(app, request).notify(['confirmedCustomer', 'confirmedProvider'], settled.confirmed);
      if (settled.addonPaid) await addonPaid(app, request, settled.addonPaid);
      return presentPayment(settled.payment ?? payment);
    },
  );

  app.get(
    '/payments/cards',
    { schema: { tags, summary: "The signed-in customer's saved cards", description: 'Default first.', response: { 200: savedCardListSchema, 401: errorBodySchema } } },
    async (request) => {
      const cards = await savedCardsOf(request.em, requireUser(request).id, app.paymentGateway.name);
      return cards.map((card) => ({ id: card.id, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, isDefault: card.isDefault }));
    },
  );

  app.post(
    '/payments/cards/setup',
    {
      schema: {
        tags,
        summary: 'Add a card: a checkout that saves it without a charge',
        description: 'Send the customer to `checkoutUrl`; they come back to `/account/betalinger`, and the card is listed once the gateway has confirmed it.',
        response: { 200: cardSetupAnswerSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return startCardSetup(request.em, app.paymentGateway, { customerId: user.id, locale: user.language === 'en_us' ? 'en' : 'nb' }, { config: app.config, now: app.clock.now() });
    },
  );

  app.post(
    '/payments/cards/:id/default',
    { schema: { tags, summary: 'Make a saved card the default', params: paymentIdParamsSchema, response: { 200: savedCardListSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const card = await request.em.findOne(SavedCardEntity, { id: request.params.id, user: user.id, removedAt: null });
      if (!card) throw notFound();
      await request.em.transactional(async (tx) => {
        await tx.nativeUpdate(SavedCardEntity, { user: user.id, isDefault: true }, { isDefault: false });
        await tx.nativeUpdate(SavedCardEntity, { id: card.id }, { isDefault: true });
      });
      const cards = await savedCardsOf(request.em, user.id, app.paymentGateway.name);
      return cards.map((saved) => ({ id: saved.id, brand: saved.brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear, isDefault: saved.isDefault }));
    },
  );

  app.delete(
    '/payments/cards/:id',
    { schema: { tags, summary: 'Remove a saved card', description: 'Detached at the gateway too.', params: paymentIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      const card = await request.em.findOne(SavedCardEntity, { id: request.params.id, user: user.id, removedAt: null });
      if (!card) throw notFound();
      await app.paymentGateway.detachCard(card.cardRef);
      await request.em.nativeUpdate(SavedCardEntity, { id: card.id }, { removedAt: app.clock.now(), isDefault: false });
      // The newest card left takes over as default.
      const [next] = await savedCardsOf(request.em, user.id, card.gateway);
      if (card.isDefault && next) await request.em.nativeUpdate(SavedCardEntity, { id: next.id }, { isDefault: true });
      return reply.code(204).send(null);
    },
  );
};
