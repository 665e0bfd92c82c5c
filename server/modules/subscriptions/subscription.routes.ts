import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelSubscriptionBodySchema,
  changeSubscriptionCardBodySchema,
  moveVisitBodySchema,
  providerSubscriptionListSchema,
  subscribeBodySchema,
  subscriptionDetailSchema,
  subscriptionListQuerySchema,
  subscriptionListSchema,
  subscriptionSchema,
} from '#shared/subscriptions/subscription.schema.ts';
import { notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireOwnProvider } from '#server/modules/providers/provider-access.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { type SubscriptionMessaging, followSubscribed, followVisitCharge, followVisitsCollided, scheduleVisitJobs } from './subscription-follow-up.ts';
import { presentProviderSubscriptions, presentSubscriptions, withoutVisits } from './subscription.presenter.ts';
import { SubscriptionEntity } from './subscription.entity.ts';
import { cancelSubscription, changeSubscriptionCard, pauseSubscription, resumeSubscription, skipVisit, subscribe } from './subscription.service.ts';
import { chargeVisit } from './visit-charges.ts';
import { moveCollidedVisit } from './visit-moves.ts';

const tags = ['subscriptions'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const idParams = z.object({ id: z.uuid() });
const visitParams = z.object({ id: z.uuid(), visitId: z.uuid() });

const messagingOf = (app: FastifyInstance): SubscriptionMessaging => ({
  notifier: app.notifier,
  outbound: app.queues.outboundMessages,
  subscriptions: app.queues.subscriptions,
  origin: app.config.origin,
  appName: app.config.appName,
});

/** Recurring cleaning (spec §2 Subscriptions, §3, §4): the customer's subscriptions and the provider's subscribers. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = async (em: Parameters<typeof presentSubscriptions>[0], subscriptionId: string, customerId: string) => {
    const subscription = await em.findOne(SubscriptionEntity, subscriptionId, { refresh: true });
    if (!subscription || subscription.customer.id !== customerId) throw notFound();
    const [presented] = await presentSubscriptions(em, [subscription], app.clock.now());
    return presented!;
  };

  app.post(
    '/subscriptions',
    {
      schema: {
        tags,
        summary: 'Subscribe to a recurring cleaning',
        description:
          'Signed in. Checked and priced like a booking of the first visit (`startTime`: a time the availability engine offers; the address in the service\'s areas; add-ons by the one price function). Only cleaning services (409 `error.subscription.not_recurring`). `savedCardId`: one of the caller\'s saved cards (404 `error.subscription.card_not_found`); every visit is charged to it off-session at its cancellation deadline. `promoCode`: a code with the cleaning tag, its percentage off the first visit. Visits are booked ahead for the provider\'s horizon (at least 8 weeks) and hold the time; a later visit whose time is taken is kept as `collided`. 201 with the subscription and its visits.',
        body: subscribeBodySchema,
        response: { 201: subscriptionDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const now = app.clock.now();
      const { subscription, visits } = await subscribe(request.em, { customerId: user.id, body: request.body, now });
      await followSubscribed(request.em, messagingOf(app), { subscriptionId: subscription.id, visits: visits.booked, now });
      await followVisitsCollided(request.em, messagingOf(app), visits.collided);
      // A first visit inside its deadline is charged at once.
      const first = visits.booked[0];
      if (first && first.chargeAt.getTime() <= now.getTime()) await followVisitCharge(request.em, messagingOf(app), await chargeVisit(request.em.fork(), { payments: app.payments, config: app.config }, { visitId: first.id, now }), now);
      return reply.code(201).send(await detail(request.em.fork(), subscription.id, user.id));
    },
  );

  app.get(
    '/subscriptions',
    {
      schema: { tags, summary: 'The caller\'s subscriptions', description: 'Signed in. `state=active` (default): active and paused ones; `inactive`: cancelled ones. Newest first.', querystring: subscriptionListQuerySchema, response: { 200: subscriptionListSchema, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      const statuses = request.query.state === 'inactive' ? ['cancelled' as const] : ['active' as const, 'paused' as const];
      const subscriptions = await request.em.find(SubscriptionEntity, { customer: user.id, status: { $in: statuses } }, { orderBy: { createdAt: 'desc' }, limit: 100 });
      return { data: (await presentSubscriptions(request.em, subscriptions, app.clock.now())).map(withoutVisits) };
    },
  );

  app.get(
    '/subscriptions/:id',
    { schema: { tags, summary: 'One subscription with its visits', description: 'Its customer only (anyone else 404). The visits oldest first: the past ones are the deliveries.', params: idParams, response: { 200: subscriptionDetailSchema, ...errors } } },
    async (request) => detail(request.em, request.params.id, requireUser(request).id),
  );

  app.post(
    '/subscriptions/:id/pause',
    { schema: { tags, summary: 'Pause a subscription', description: 'Its customer only. No more visits or charges until resumed; coming visits not charged yet are set aside (their bookings cancelled free), those past their cancellation deadline stay. Again: unchanged. Cancelled: 409 `error.subscription.cancelled`.', params: idParams, response: { 200: subscriptionSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      await pauseSubscription(request.em, { subscriptionId: request.params.id, customerId: user.id, now: app.clock.now() });
      return withoutVisits(await detail(request.em.fork(), request.params.id, user.id));
    },
  );

  app.post(
    '/subscriptions/:id/resume',
    { schema: { tags, summary: 'Start a paused subscription again', description: 'Its customer only. Visits are booked again from now where the time is free. Cancelled: 409 `error.subscription.cancelled`.', params: idParams, response: { 200: subscriptionSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const now = app.clock.now();
      const { visits } = await resumeSubscription(request.em, { subscriptionId: request.params.id, customerId: user.id, now });
      await scheduleVisitJobs(app.queues.subscriptions, visits.booked, now);
      await followVisitsCollided(request.em, messagingOf(app), visits.collided);
      return withoutVisits(await detail(request.em.fork(), request.params.id, user.id));
    },
  );

  app.post(
    '/subscriptions/:id/cancel',
    { schema: { tags, summary: 'End a subscription', description: 'Its customer only. `cancelUpcoming` (default true) cancels the coming visits too, except those past their cancellation deadline, which stay and are charged by the policy. Again: unchanged.', params: idParams, body: cancelSubscriptionBodySchema, response: { 200: subscriptionDetailSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      await cancelSubscription(request.em, { subscriptionId: request.params.id, customerId: user.id, now: app.clock.now(), body: request.body });
      return detail(request.em.fork(), request.params.id, user.id);
    },
  );

  app.post(
    '/subscriptions/:id/card',
    { schema: { tags, summary: 'Charge the visits to another saved card', description: 'Its customer only; one of the caller\'s saved cards (404 `error.subscription.card_not_found`). A coming visit whose charge was refused is tried again at once; a subscription paused for unpaid visits starts again.', params: idParams, body: changeSubscriptionCardBodySchema, response: { 200: subscriptionSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const now = app.clock.now();
      const changed = await changeSubscriptionCard(request.em, { subscriptionId: request.params.id, customerId: user.id, savedCardId: request.body.savedCardId, now });
      const deps = { payments: app.payments, config: app.config };
      for (const visitId of changed.retryVisitIds) await followVisitCharge(request.em, messagingOf(app), await chargeVisit(request.em.fork(), deps, { visitId, now }), now);
      await scheduleVisitJobs(app.queues.subscriptions, changed.resumedVisits, now);
      await followVisitsCollided(request.em, messagingOf(app), changed.collidedVisits);
      return withoutVisits(await detail(request.em.fork(), request.params.id, user.id));
    },
  );

  app.post(
    '/subscriptions/:id/visits/:visitId/skip',
    { schema: { tags, summary: 'Skip one coming visit', description: 'Its customer only, free, while the visit is before its cancellation deadline and not charged (409 `error.subscription.visit_not_skippable` after); its booking is cancelled. Again: unchanged.', params: visitParams, response: { 200: subscriptionDetailSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      await skipVisit(request.em, { subscriptionId: request.params.id, visitId: request.params.visitId, customerId: user.id, now: app.clock.now() });
      return detail(request.em.fork(), request.params.id, user.id);
    },
  );

  app.post(
    '/subscriptions/:id/visits/:visitId/move',
    {
      schema: {
        tags,
        summary: 'Give a collided visit another time',
        description:
          'Its customer only (anyone else 404). `startTime`: one of the visit\'s `suggestedTimes`, or any other start the availability engine offers for the service and visit length from its planned day to the day before the next visit. The visit is booked there (its booking holds the time like every visit\'s) and charged at its deadline; inside it, at once. A time not offered or taken meanwhile: 409 `error.subscription.visit_time_taken`; a visit not collided: 409 `error.subscription.visit_not_movable`.',
        params: visitParams,
        body: moveVisitBodySchema,
        response: { 200: subscriptionDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const now = app.clock.now();
      const visit = await moveCollidedVisit(request.em, { subscriptionId: request.params.id, visitId: request.params.visitId, customerId: user.id, startTime: new Date(request.body.startTime), now });
      await scheduleVisitJobs(app.queues.subscriptions, [visit], now);
      if (visit.chargeAt.getTime() <= now.getTime()) await followVisitCharge(request.em, messagingOf(app), await chargeVisit(request.em.fork(), { payments: app.payments, config: app.config }, { visitId: visit.id, now }), now);
      return detail(request.em.fork(), request.params.id, user.id);
    },
  );

  app.get(
    '/provider/subscriptions',
    { schema: { tags, summary: 'The caller\'s provider\'s subscribers', description: 'A provider (404 without one): every subscription to its services, active and paused first, with the coming visits and the payout per visit (the payout statement\'s arithmetic).', response: { 200: providerSubscriptionListSchema, ...errors } } },
    async (request) => {
      const provider = await requireOwnProvider(request);
      const subscriptions = await request.em.find(SubscriptionEntity, { provider: provider.id }, { orderBy: { status: 'asc', createdAt: 'desc' }, limit: 200 });
      return { data: await presentProviderSubscriptions(request.em, provider, subscriptions, app.clock.now()) };
    },
  );
};
