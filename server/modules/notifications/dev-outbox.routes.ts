import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devOutboxQuerySchema, devOutboxResponseSchema } from '#shared/notifications/dev-outbox.schema.ts';
import { listDevOutbox } from './dev-outbox.service.ts';

/** Registered only outside production (api-contract: "In production that route does not exist"). */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages delivered by the development outbox, newest first',
        querystring: devOutboxQuerySchema,
        response: { 200: devOutboxResponseSchema },
      },
    },
    async (request) => ({ data: await listDevOutbox(request.em, request.query.to) }),
  );
};
