import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '#server/config/config.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { ImageLimits } from './image-processing.ts';
import { createMediaStorage, createPrivateMediaStorage, LocalDiskMediaStorage, type MediaStorage, mediaUrlPrefix } from './media-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where pictures are stored; upload routes `put` into it and keep the URL it answers. */
    media: MediaStorage;
    /** Files only their owner and admins may see (ID photos); streamed by routes that check who asks. */
    privateMedia: MediaStorage;
    /** Size and pixel limits every picture upload is checked against. */
    uploadLimits: ImageLimits;
  }
}

/**
 * A stored picture may have been uploaded by anyone. It never changes under its URL (keys are
 * not reused), the browser must not guess another type for it, and an SVG opened on its own may
 * draw and style itself but never run script or load anything.
 */
export const mediaSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'";

async function media(app: FastifyInstance, options: { config: AppConfig; storage?: MediaStorage; privateStorage?: MediaStorage }): Promise<void> {
  const storage = options.storage ?? createMediaStorage(options.config);
  app.decorate('media', storage);
  app.decorate('privateMedia', options.privateStorage ?? createPrivateMediaStorage(options.config));
  app.decorate('uploadLimits', options.config.uploads);
  // Files are read whole into memory and checked (image-processing.ts); the limits here stop a
  // request before it grows past what any upload may be.
  await app.register(fastifyMultipart, { limits: { fileSize: options.config.uploads.maxBytes, files: 4, fields: 20 } });

  // Pictures in a bucket are served by the bucket (or its CDN), not by us.
  if (!(storage instanceof LocalDiskMediaStorage)) return;
  const root = storage.root;
  await app.register(
    async (scope) => {
      // A missing picture is a 404, not the app shell the client plugin answers for unknown paths.
      scope.setNotFoundHandler(async () => {
        throw new AppError(404, 'error.http.not_found');
      });
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        // The client plugin decorates the reply with sendFile; two decorations would clash.
        decorateReply: false,
        // Files appear after start (seed, uploads), so every path is looked up when asked for.
        wildcard: true,
        index: false,
        list: false,
        redirect: false,
        // Files being written are dot-files (see LocalDiskMediaStorage.put).
        dotfiles: 'deny',
        cacheControl: false,
        // The directory appears with the first stored file; until then every path is a 404.
        suppressWarning: true,
        setHeaders: (reply) => {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
          reply.header('x-content-type-options', 'nosniff');
          reply.header('content-security-policy', mediaSecurityPolicy);
        },
      });
    },
    { prefix: mediaUrlPrefix.replace(/\/$/, '') },
  );
}

/**
 * Serves `/media/*` from the media directory, decorates the app with the public and private
 * storage and the upload limits, and lets routes read multipart forms.
 */
export const mediaPlugin = fp(media, { name: 'media' });
