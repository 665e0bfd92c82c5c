import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { daysAvailableSchema, timesAvailableSchema } from '#shared/availability/availability.schema.ts';
import { changeSubscriptionPlanBodySchema, subscriptionDetailSchema } from '#shared/subscriptions/subscription.schema.ts';
import { notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { scheduleVisitJobs } from './subscription-follow-up.ts';
import { presentSubscriptions } from './subscription.presenter.ts';
import { SubscriptionEntity } from './subscription.entity.ts';
import { changeSubscriptionPlan, daysForChange, timesForChange } from './subscription-change.ts';

const tags = ['subscriptions'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const idParams = z.object({ id: z.uuid() });
const yearQuery = z.object({ year: z.coerce.number().int().min(2000).max(9999) });
const dayQuery = z.object({ day: z.iso.date({ error: 'error.schedule.date_invalid' }) });

/** Changing a subscription's rhythm or time (issue: "change frequency or time"): the free days and times, and the change. */
export const subscriptionChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscriptions/:id/days',
    {
      schema: {
        tags,
        summary: 'Days the visits could move to',
        description: 'Its customer only (anyone else 404). Oslo dates of `year` (this year or the next, else 400) with a free start for the visits\' length; the time of the subscription\'s own coming visits that a change sets aside counts as free.',
        params: idParams,
        querystring: yearQuery,
        response: { 200: daysAvailableSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { days: await daysForChange(request.em, { subscriptionId: request.params.id, customerId: user.id, year: request.query.year, now: app.clock.now() }) };
    },
  );

  app.get(
    '/subscriptions/:id/times',
    {
      schema: {
        tags,
        summary: 'Start times on one day the visits could move to',
        description: 'Its customer only (anyone else 404). `day` an Oslo date; starts for the visits\' length, ascending, as `GET /api/subscriptions/:id/days` counts them.',
        params: idParams,
        querystring: dayQuery,
        response: { 200: timesAvailableSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { times: await timesForChange(request.em, { subscriptionId: request.params.id, customerId: user.id, day: request.query.day, now: app.clock.now() }) };
    },
  );

  app.post(
    '/subscriptions/:id/change',
    {
      schema: {
        tags,
        summary: 'Change how often and when the visits come',
        description:
          'Its customer only (anyone else 404); an active subscription (else 409 `error.subscription.not_active` / `error.subscription.cancelled`). `startTime` is the first visit of the new plan and must be a start `GET /api/subscriptions/:id/times` offers (409 `error.booking.time_already_booked`), after any coming visit already paid or being charged (409 `error.subscription.change_before_kept_visit`). The coming visits not yet charged are set aside (their bookings cancelled free) and visits are booked on the new plan; on any refusal nothing changes.',
        params: idParams,
        body: changeSubscriptionPlanBodySchema,
        response: { 200: subscriptionDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const now = app.clock.now();
      const { visits } = await changeSubscriptionPlan(request.em, { subscriptionId: request.params.id, customerId: user.id, body: request.body, now });
      await scheduleVisitJobs(app.queues.subscriptions, visits.booked, now);
      const subscription = await request.em.fork().findOne(SubscriptionEntity, request.params.id, { refresh: true });
      if (!subscription) throw notFound();
      const [presented] = await presentSubscriptions(request.em.fork(), [subscription], now);
      return presented!;
    },
  );
};
