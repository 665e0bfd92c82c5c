import type { Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers gain less than compressing them costs. */
export const compressFromBytes = 1024;
/** Brotli's quality 4: most of its gain at a fraction of the cost of its default 11. */
const brotliQuality = 4;
const encodings = ['br', 'gzip'] as const;
type Encoding = (typeof encodings)[number];

/** Compressed copies of bodies that are sent many times (the explore cache's), made once each. */
const compressedCopies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }) : gzipSync(body);
}

/**
 * Sends a body that is sent again and again (one held by a cache) compressed for the client that
 * accepts it, compressing it only the first time: a cached answer then costs a look-up, not a
 * compression per request. Other answers over 1 KB are compressed as they go (the plugin below).
 */
export function sendKeptBody(request: FastifyRequest, reply: FastifyReply, body: Buffer): FastifyReply {
  const encoding = body.length >= compressFromBytes ? (negotiate(request.headers['accept-encoding'] ?? '', [...encodings]) as Encoding | null) : null;
  reply.header('vary', 'accept-encoding');
  if (!encoding) return reply.send(body);
  let copies = compressedCopies.get(body);
  if (!copies) {
    copies = {};
    compressedCopies.set(body, copies);
  }
  copies[encoding] ??= compress(body, encoding);
  return reply.header('content-encoding', encoding).send(copies[encoding]);
}

/**
 * A page written as it renders (a server-rendered page), compressed on the way for a client that
 * accepts it. Each chunk is flushed as it comes, so the browser can start on the head early.
 */
export function sendCompressedStream(request: FastifyRequest, reply: FastifyReply, body: Readable): FastifyReply {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...encodings]) as Encoding | null;
  reply.header('vary', 'accept-encoding');
  if (!encoding) return reply.send(body);
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality }, flush: constants.BROTLI_OPERATION_FLUSH })
      : createGzip({ flush: constants.Z_SYNC_FLUSH });
  body.on('error', (error) => compressor.destroy(error));
  return reply.header('content-encoding', encoding).send(body.pipe(compressor));
}

/**
 * JSON answers over 1 KB go out compressed (br or gzip) to clients that accept it. Registered in
 * the API's scope only: the client's files are compressed when they are built (client.plugin.ts),
 * and pictures are served as stored. (Files streamed by @fastify/static get their type after this
 * hook has run, so a type rule alone would not keep them out.)
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: compressFromBytes,
      encodings: [...encodings],
      customTypes: /^application\/(?:[\w.+-]+\+)?json\b/,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } },
    });
  },
  { name: 'compression' },
);
