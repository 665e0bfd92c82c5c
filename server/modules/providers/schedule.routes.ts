import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scheduleSchema } from '#shared/providers/schedule.schema.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireProviderOwnedBy } from './provider-access.ts';
import { loadSchedule, saveSchedule } from './schedule.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const params = z.object({ id: z.uuid() });

/** Spec §7 schedule: when the provider works, read and saved whole by its owner. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['provider schedule'];

  app.get(
    '/provider/:id/schedule',
    { schema: { tags, summary: "The provider's working hours and booking rules (the default until saved)", params, response: { 200: scheduleSchema, ...errors } } },
    async (request) => {
      const provider = await requireProviderOwnedBy(request, request.params.id);
      return loadSchedule(request.em, provider);
    },
  );

  app.put(
    '/provider/:id/schedule',
    {
      schema: {
        tags,
        summary: 'Save the whole schedule; periods are on the half-hour grid (or 23:59) and may not overlap',
        params,
        body: scheduleSchema,
        response: { 200: scheduleSchema, ...errors },
      },
    },
    async (request) => {
      const provider = await requireProviderOwnedBy(request, request.params.id);
      await saveSchedule(request.em, provider, request.body);
      return loadSchedule(request.em, provider);
    },
  );
};
