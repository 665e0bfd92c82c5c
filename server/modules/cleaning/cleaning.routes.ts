import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cleaningEstimateEmailBodySchema,
  cleaningEstimateEmailResponseSchema,
  cleaningEstimateRequestSchema,
  cleaningEstimateSchema,
  cleaningMatchesSchema,
} from '#shared/cleaning/cleaning-estimate.schema.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { takeSendAllowance } from '#server/modules/auth/send-limit.ts';
import { queueOutboundMessage } from '#server/modules/notifications/outbound-message.service.ts';
import { cleaningEstimateEmail } from './cleaning-estimate.email.ts';
import { estimateFor } from './cleaning-estimate.service.ts';
import { findCleaningMatches, maxCleaningMatches } from './cleaning-matches.service.ts';

const tags = ['cleaning'];
const errors = { 400: errorBodySchema, 429: errorBodySchema };
const minutes = (count: number) => count * 60_000;
const refusals =
  'A size that is not whole m² from 1 to 500: 400 "Cannot give an estimated price on the given size." (`error.estimate.size_unsupported`, issue at `sizeM2`). `frequency` is required for `recurring` (`error.estimate.frequency_required`) and refused otherwise (`error.estimate.frequency_not_allowed`); `extraHours` goes in half hours from 0 to 8. A `postalCode` outside Oslo and the municipalities around it: 400 `error.location.unsupported`, `error.location.not_found`, or in Bergen and Trondheim `error.service.area_not_allowed` (issue at `postalCode`).';

/** The cleaning price estimator (spec §2 "Cleaning estimator", §9; docs/api.md, Cleaning). Public. */
export const cleaningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.post(
    '/cleaning/estimate',
    {
      schema: {
        tags,
        summary: 'Estimate the hours and the price of a cleaning',
        description: `Public. \`hours\` = the size tier's base hours (1–59 m² 2 h, 60–114 3 h, 115–179 4 h, 180–249 5 h, 250–500 7.5 h) + \`extraHours\` + 1 for the fridge + 1 for the oven; \`priceOre\` = \`hours\` × 60 000 (VAT included), \`vatOre\` its VAT part (a fifth). Recurring: \`visitsPerMonth\` (52, 26 or 13 a year over 12), \`monthlyPriceOre\`, and with the enabled promo code tagged \`cleaning\` (\`promo\`) \`firstVisitPriceOre\` in whole kroner. \`pets\` and \`parking\` are carried, not priced. ${refusals}`,
        body: cleaningEstimateRequestSchema,
        response: { 200: cleaningEstimateSchema, ...errors },
      },
    },
    async (request) => estimateFor(request.em, request.body),
  );

  app.post(
    '/cleaning/estimate/matches',
    {
      schema: {
        tags,
        summary: 'Cleaners who can take an estimated job, each with its price and free starts',
        description: `Public. The body is an estimate request with \`postalCode\` required (400 \`error.estimate.postal_code_required\`). Enabled cleaning services of public providers who deliver at the postal code and sell the estimate's type (their subcategory: recurring, one-time or move-out; a service without one counts as any), each priced for the job on its own add-ons: fridge and oven when asked for, then extra hours up to the estimate's \`hours\` (\`addons\`, \`priceOre\`, \`durationMinutes\`; \`coversEstimate\` false when the service cannot sell every hour). Kept only with a free start for the job's length on \`preferredDate\` (today when it has passed), or without one on the first day with a free start in the next 14 days (\`day\`, \`times\`: up to 8). Those covering the estimate first, then the cheapest, then the earliest; at most ${maxCleaningMatches}. \`estimate\` is \`POST /api/cleaning/estimate\`'s answer. ${refusals}`,
        body: cleaningEstimateRequestSchema,
        response: { 200: cleaningMatchesSchema, ...errors },
      },
    },
    async (request) => findCleaningMatches(request.em, request.body, app.clock.now()),
  );

  app.post(
    '/cleaning/estimate/email',
    {
      schema: {
        tags,
        summary: 'E-mail an estimate with a link that reopens it',
        description: `Public; 202 once the e-mail is queued. In \`language\`, or the request's Accept-Language (English when it starts with \`en\`, else bokmål). At most 3 to one address in 10 minutes and 20 from one IP address in an hour (429). The estimate is checked as by \`POST /api/cleaning/estimate\`. ${refusals}`,
        body: cleaningEstimateEmailBodySchema,
        response: { 202: cleaningEstimateEmailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, estimate: input } = request.body;
      const estimate = await estimateFor(request.em, input);
      await takeSendAllowance(app.redis, config.redisKeyPrefix, [
        { key: `estimate-email:${email}`, max: 3, windowMs: minutes(10) },
        { key: `estimate-ip:${request.ip}`, max: 20, windowMs: minutes(60) },
      ]);
      const language = request.body.language ?? (/^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'nb');
      const message = cleaningEstimateEmail({ language, appName: config.appName, origin: config.origin, request: input, estimate });
      await queueOutboundMessage(app.queues.outboundMessages, { channel: 'email', to: email, ...message });
      return reply.status(202).send({ sent: true as const });
    },
  );
};
