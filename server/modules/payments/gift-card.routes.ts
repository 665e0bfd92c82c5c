import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorMessage } from '#shared/errors/error-catalogue.ts';
import {
  giftCardListsSchema,
  giftCardPurchaseBodySchema,
  giftCardPurchaseResponseSchema,
  giftCardRedeemBodySchema,
  giftCardRedeemResponseSchema,
  isDeliverOnAllowed,
} from '#shared/payments/gift-card.schema.ts';
import { paths } from '#shared/routing/paths.ts';
import { fieldError } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { takeSendAllowance } from '#server/modules/auth/send-limit.ts';
import { languageOf, messageText } from '#server/modules/notifications/message-text.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { startCardPayment } from './card-payment.service.ts';
import { giftCardAmountText } from './gift-card-email.ts';
import { presentBoughtGiftCard, presentRedeemedGiftCard } from './gift-card.presenter.ts';
import { createGiftCard, giftCardChargeKey, giftCardsOf, redeemGiftCard } from './gift-card.service.ts';

const tags = ['gift cards'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };
/** Redeem attempts per customer and window: plenty for typing mistakes, far too few to guess 60-bit codes. */
const redeemLimit = { max: 10, windowMs: 15 * 60_000 };

/**
 * Gift cards (docs/api.md, Gift cards): buying one by card, the customer's bought and redeemed
 * cards, and redeeming a code into the account balance. E-mailing cards on their day is the
 * delivery job's (workers/jobs/payments/gift-card-delivery.job.ts).
 */
export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.auth.secret;

  app.post(
    '/gift-cards',
    {
      schema: {
        tags,
        summary: 'Buy a gift card: creates it and starts its card payment',
        description:
          'Signed in. `amountOre` 100–10 000 kr in whole kroner; `deliverOn` from today to a year ahead (Europe/Oslo), else 400 with the field. The card waits for its payment (`awaiting_payment`); send the buyer to `checkout.url`. They come back to `/account/gavekort?betaling=<paymentId>`.',
        body: giftCardPurchaseBodySchema,
        response: { 201: giftCardPurchaseResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const purchase = request.body;
      if (!isDeliverOnAllowed(purchase.deliverOn, app.clock.now())) {
        throw fieldError('deliverOn', 'error.gift_card.deliver_on_range', errorMessage('error.gift_card.deliver_on_range', 'en'));
      }
      const language = languageOf(user.language);
      const card = await createGiftCard(request.em, { buyerId: user.id, purchase, locale: language, secret });
      const started = await startCardPayment(
        request.em,
        app.paymentGateway,
        {
          purpose: 'gift_card',
          giftCardId: card.id,
          customerId: user.id,
          amountOre: card.amountOre,
          description: messageText(language, (m) => m.giftCard.paymentDescription, { amount: giftCardAmountText(card.amountOre, language) }),
          returnPath: paths.accountGiftCards,
          idempotencyKey: giftCardChargeKey(card.id),
          locale: language,
        },
        { config: app.config, now: app.clock.now() },
      );
      reply.code(201);
      return {
        giftCard: presentBoughtGiftCard(card, secret),
        // Without a checkout (answered at once) the buyer goes straight to the page that shows the outcome.
        checkout: { paymentId: started.paymentId, url: started.checkoutUrl ?? `${paths.accountGiftCards}?betaling=${started.paymentId}` },
      };
    },
  );

  app.get(
    '/gift-cards',
    {
      schema: {
        tags,
        summary: "The signed-in customer's gift cards",
        description: 'Signed in. `bought`: the cards they bought, newest first, each with its whole code while paid and not yet redeemed. `redeemed`: the cards they redeemed into their balance.',
        response: { 200: giftCardListsSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { bought, redeemed } = await giftCardsOf(request.em, user.id);
      return { bought: bought.map((card) => presentBoughtGiftCard(card, secret)), redeemed: redeemed.map(presentRedeemedGiftCard) };
    },
  );

  app.post(
    '/gift-cards/redeem',
    {
      schema: {
        tags,
        summary: "Redeem a gift card code into the signed-in customer's balance",
        description:
          'Signed in. Spaces, dashes and case in `code` do not matter. The whole amount goes into the balance once. A wrong code, or one not paid, cancelled or used already: 409 "The code has already been used or does not exist." (`error.promo.used_or_missing`). At most 10 attempts per customer per 15 minutes (429).',
        body: giftCardRedeemBodySchema,
        response: { 200: giftCardRedeemResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await takeSendAllowance(app.redis, app.config.redisKeyPrefix, [{ key: `gift-card-redeem:${user.id}`, ...redeemLimit }]);
      return redeemGiftCard(request.em, { userId: user.id, code: request.body.code, now: app.clock.now() });
    },
  );
};
