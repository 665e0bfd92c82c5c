import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callIdParamsSchema, callViewSchema } from '#shared/calls/call.schema.ts';
import { iceServersAnswerSchema } from '#shared/calls/ice-servers.schema.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { findCall } from './call.service.ts';
import { iceServersFor } from './ice-servers.ts';

const tags = ['calls'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const notFoundError = { 404: errorBodySchema };

/** In-browser calls (WebRTC): what the browser needs to find a route to the other side. */
export const callRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calls/ice-servers',
    {
      schema: {
        tags,
        summary: 'ICE servers for the caller\'s calls',
        description:
          'Signed in. `iceServers` goes as is into the peer connection\'s `RTCConfiguration`: the configured STUN servers and, when a TURN server is configured, one entry with its addresses and credentials for this user (username `<expiry in Unix seconds>:<user id>`, password an HMAC of it) that stop working at `expiresAt` (`null` without TURN). Fetch again before a call when `expiresAt` has passed. Never cached (`no-store`).',
        response: { 200: iceServersAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { iceServers, expiresAt } = iceServersFor(app.config.calls, user.id, app.clock.now());
      reply.header('cache-control', 'private, no-store');
      return { iceServers, expiresAt: expiresAt?.toISOString() ?? null };
    },
  );

  app.get(
    '/calls/:id',
    {
      schema: {
        tags,
        summary: 'One call',
        description:
          'The call\'s caller or callee (anyone else 404): its state, outcome and hang-up reason, both devices and its times. What happens to a call is done over the socket (`call:*` events, docs/api.md "Calls"); this is for a page that opens on a call.',
        params: callIdParamsSchema,
        response: { 200: callViewSchema, ...errors, ...notFoundError },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return findCall(request.em, request.params.id, user.id);
    },
  );
};
