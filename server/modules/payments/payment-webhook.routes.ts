import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { webhookAnswerSchema } from '#shared/payments/payment.schema.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { bookingFollowUp } from '#server/modules/bookings/booking-follow-up.ts';
import { addonPaid } from '#server/modules/bookings/booking-cards-follow-up.ts';
import { type GatewayEvent, WebhookSignatureError } from './gateway/payment-gateway.ts';
import { PaymentWebhookEventEntity } from './payment-webhook-event.entity.ts';
import { PaymentEntity } from './payment.entity.ts';
import { settlePayment } from './settle-payment.ts';

/**
 * The gateways' webhooks. The signature is over the exact bytes sent, so these routes (and only
 * these: the parser is registered in this plugin's scope) read the body as a string. Each event is
 * recorded by its id before it is applied; the insert decides, so a duplicate delivery answers
 * `duplicate: true` and changes nothing. An event that fails to apply is forgotten again, so the
 * gateway's retry applies it.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(['application/json'], { parseAs: 'string', bodyLimit: 1_048_576 }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/webhooks/:gateway',
    {
      config: { rateLimit: false, allowCrossSite: true },
      schema: {
        tags: ['payments'],
        summary: 'Events from the card gateway (local test gateway or Stripe)',
        description:
          'Signed by the gateway (`Tjenestetorget-Signature` for the local one, `Stripe-Signature` for Stripe; at most 5 minutes old); a bad or missing signature is 400 `error.payment.webhook_signature_invalid`. Each event is applied once: a repeat answers `{ received: true, duplicate: true }`.',
        params: z.object({ gateway: z.enum(['local', 'stripe']) }),
        response: { 200: webhookAnswerSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const gateway = app.paymentGateway;
      if (request.params.gateway !== gateway.name) throw notFound();
      const rawBody = typeof request.body === 'string' ? request.body : '';
      let event: GatewayEvent;
      try {
        event = await gateway.parseWebhook(rawBody, request.headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError(400, 'error.payment.webhook_signature_invalid', { cause: error });
        throw error;
      }

      const em = request.em;
      const recordId = randomUUID();
      const inserted = await em
        .createQueryBuilder(PaymentWebhookEventEntity)
        .insert({ id: recordId, gateway: gateway.name, eventId: event.id, type: event.type, payload: toPayload(event), receivedAt: app.clock.now(), appliedAt: null, outcome: null })
        .onConflict(['gateway', 'eventId'])
        .ignore()
        .execute('run');
      if ((inserted as { affectedRows?: number }).affectedRows !== 1) {
        // Recorded but never applied (the process stopped in between): after a while a redelivery
        // takes it over, so a paid checkout is not lost. Applying is idempotent anyway (guarded
        // payment transitions); the wait only keeps two deliveries at once from both working.
        const stale = await em.nativeUpdate(
          PaymentWebhookEventEntity,
          { gateway: gateway.name, eventId: event.id, appliedAt: null, receivedAt: { $lt: new Date(app.clock.now().getTime() - unappliedTakeOverMs) } },
          { id: recordId, receivedAt: app.clock.now() },
        );
        if (stale !== 1) return { received: true as const, duplicate: true };
      }

      let outcome: string;
      try {
        outcome = await apply(event);
      } catch (error) {
        await em.nativeDelete(PaymentWebhookEventEntity, { id: recordId });
        throw error;
      }
      await em.nativeUpdate(PaymentWebhookEventEntity, { id: recordId }, { appliedAt: app.clock.now(), outcome });
      return { received: true as const };

      async function apply(event: GatewayEvent): Promise<string> {
        if (event.type === 'refund') return 'refund_noted';
        if (event.type === 'ignored') return 'ignored';
        const paymentId = event.type === 'setup' ? event.setupId : event.paymentId;
        const payment = paymentId
          ? await em.findOne(PaymentEntity, { id: paymentId, gateway: gateway.name }, { refresh: true })
          : await em.findOne(PaymentEntity, { gateway: gateway.name, gatewayRef: event.gatewayRef }, { refresh: true });
        if (!payment) return 'unknown_payment';
        const settled = await settlePayment(
          em,
          gateway,
          event.type === 'setup'
            ? { paymentId: payment.id, outcome: 'succeeded', card: event.card, gatewayRef: event.gatewayRef }
            : { paymentId: payment.id, outcome: event.outcome, failureCode: event.failureCode ?? null, card: event.card ?? null, gatewayRef: event.gatewayRef },
          app.clock.now(),
          payment,
        );
        if (settled.confirmed) await bookingFollowUp(app, request).notify(['confirmedCustomer', 'confirmedProvider'], settled.confirmed);
        if (settled.addonPaid) await addonPaid(app, request, settled.addonPaid);
        return settled.changed ? `applied:${settled.payment?.status}` : 'unchanged';
      }
    },
  );
};

/** How long an event recorded but not applied waits before a redelivery applies it. */
const unappliedTakeOverMs = 2 * 60_000;

const toPayload = (event: GatewayEvent): Record<string, unknown> => JSON.parse(JSON.stringify(event)) as Record<string, unknown>;
