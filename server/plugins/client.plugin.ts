import { existsSync, readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { currentPathFor } from '#shared/routing/renamed-paths.ts';
import { AppError } from '#server/lib/app-error.ts';
import { sendCompressedStream, sendKeptBody } from './compression.plugin.ts';

/** Paths the single-page app never owns: they answer 404 in the API's error shape. */
const serverOwned = /^\/(api|socket\.io)(\/|$|\?)/;

/** One page as it goes out: the filled-in shell, or the shell with the page rendered in it. */
export type RenderedShell =
  | { status: number; html: string }
  | { status: number; body: Readable }
  /** A page kept for a while (the same for many visitors): compressed once per encoding. */
  | { status: number; kept: Buffer };

/** Fills the app shell in for one page (title, description, link previews, maybe the page itself) and picks its status. */
export type PageRenderer = (request: FastifyRequest, shell: string) => Promise<RenderedShell>;

/**
 * Serves the built client and answers every other GET with `index.html`, so a deep link such as
 * `/konto` or `/foresporsel/suksess` loads the app and its router takes over. With a page
 * renderer, the shell gets that page's head first. An address that was renamed (links in e-mails
 * already sent, bookmarks) answers 301 with its new address (`renamedPaths`).
 */
async function clientPlugin(app: FastifyInstance, options: { distDir: string; renderPage?: PageRenderer }): Promise<void> {
  const root = path.resolve(options.distDir);
  const hasClient = existsSync(path.join(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies; the browser gets the one it accepts.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite puts a content hash in every asset name, so they never change under one URL.
        if (filePath.startsWith(path.join(root, 'assets'))) reply.header('cache-control', 'public, max-age=31536000, immutable');
        // The app shell names the current assets, so it must be revalidated on every load.
        else if (filePath.endsWith('index.html')) reply.header('cache-control', 'no-cache');
        else reply.header('cache-control', 'public, max-age=300');
      },
    });
  }

  // Read once: the shell changes only with a new build, which means a new server.
  const shell = hasClient ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !serverOwned.test(url);
    const moved = wantsPage ? currentPathFor(url) : null;
    if (moved) return reply.header('cache-control', 'public, max-age=86400').redirect(moved, 301);
    if (wantsPage && hasClient) {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (!options.renderPage) return reply.send(shell);
      const page = await options.renderPage(request, shell);
      if ('body' in page) return sendCompressedStream(request, reply.status(page.status), page.body);
      if ('kept' in page) return sendKeptBody(request, reply.status(page.status), page.kept);
      return reply.status(page.status).send(page.html);
    }
    throw new AppError(404, 'error.http.not_found');
  });
}

export default fp(clientPlugin, { name: 'client' });
