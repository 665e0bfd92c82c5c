import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet would set, worked out once at start: the policy has no per-request parts
 * (no nonces), so every response gets the same headers. Building the policy for each request
 * cost a tenth of the CPU of a cached explore answer.
 */
export function precomputedHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

async function securityHeadersPlugin(app: FastifyInstance, options: { helmet: Readonly<HelmetOptions> }): Promise<void> {
  const headers = precomputedHeaders(options.helmet);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
