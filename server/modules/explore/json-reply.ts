import type { FastifyReply } from 'fastify';
import { sendKeptBody } from '#server/plugins/compression.plugin.ts';

/**
 * Sends JSON text as it is. The text was built by PostgreSQL (or taken from the explore cache)
 * already in the route's response shape, so serializing it again would only cost time; the
 * shapes are held to the response schemas by the route tests instead.
 */
export function sendJsonText(reply: FastifyReply, body: string | Buffer, cacheControl?: string): FastifyReply {
  if (cacheControl) reply.header('cache-control', cacheControl);
  reply.type('application/json; charset=utf-8');
  // A Buffer is a cache's answer, sent many times: compressed once, not per request.
  return Buffer.isBuffer(body) ? sendKeptBody(reply.request, reply, body) : reply.send(body);
}
