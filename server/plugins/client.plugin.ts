import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/lib/app-error.ts';

/** Paths the single-page app never owns: they answer 404 in the API's error shape. */
const serverOwned = /^\/(api|socket\.io)(\/|$|\?)/;

/**
 * Serves the built client and answers every other GET with `index.html`, so a deep link such as
 * `/konto` or `/foresporsel/suksess` loads the app and its router takes over.
 */
async function clientPlugin(app: FastifyInstance, options: { distDir: string }): Promise<void> {
  const root = path.resolve(options.distDir);
  const hasClient = existsSync(path.join(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        // Vite puts a content hash in every asset name, so they never change under one URL.
        if (filePath.startsWith(path.join(root, 'assets'))) reply.header('cache-control', 'public, max-age=31536000, immutable');
        // The app shell names the current assets, so it must be revalidated on every load.
        else if (filePath.endsWith('index.html')) reply.header('cache-control', 'no-cache');
        else reply.header('cache-control', 'public, max-age=300');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !serverOwned.test(url);
    if (wantsPage && hasClient) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html', root);
    }
    throw new AppError(404, 'error.http.not_found');
  });
}

export default fp(clientPlugin, { name: 'client' });
