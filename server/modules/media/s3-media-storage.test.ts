import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3MediaStorage } from './s3-media-storage.ts';

interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

/**
 * A small S3 stand-in: path-style buckets in memory, answering PUT, GET, HEAD and DELETE the way
 * S3 does, and refusing any request that is not signed with AWS Signature V4 for our key id.
 */
function startS3StandIn(accessKeyId: string) {
  const objects = new Map<string, StoredObject>();
  const requests: Array<{ method: string; path: string }> = [];
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
      requests.push({ method: request.method ?? '', path });
      const authorization = request.headers.authorization ?? '';
      if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`) || !request.headers['x-amz-date']) {
        response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
        return;
      }
      const body = await read(request);
      const stored = objects.get(path);
      switch (request.method) {
        case 'PUT':
          objects.set(path, {
            body,
            contentType: request.headers['content-type'],
            cacheControl: request.headers['cache-control'],
          });
          response.writeHead(200, { etag: '"x"' }).end();
          return;
        case 'GET':
        case 'HEAD':
          if (!stored) {
            response.writeHead(404, { 'content-type': 'application/xml' });
            response.end(request.method === 'GET' ? '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>' : undefined);
            return;
          }
          response.writeHead(200, { 'content-type': stored.contentType ?? 'application/octet-stream', 'content-length': stored.body.length });
          response.end(request.method === 'GET' ? stored.body : undefined);
          return;
        case 'DELETE':
          objects.delete(path);
          response.writeHead(204).end();
          return;
        default:
          response.writeHead(405).end();
      }
    })();
  });
  return { server, objects, requests };
}

describe('S3MediaStorage against a local S3 stand-in', () => {
  const standIn = startS3StandIn('test-key');
  let endpoint = '';
  const storageFor = (publicUrl: string | null, accessKeyId = 'test-key') =>
    new S3MediaStorage({
      bucket: 'pictures',
      region: 'eu-north-1',
      endpoint,
      credentials: { accessKeyId, secretAccessKey: 'test-secret' },
      publicUrl,
    });

  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => standIn.server.close(resolve));
  });

  it('stores a picture in the bucket with an immutable cache header and answers its public URL', async () => {
    const storage = storageFor('https://cdn.example.no/media/');
    const url = await storage.put('uploads/2026-11/a.webp', Buffer.from('picture bytes'), 'image/webp');

    expect(url).toBe('https://cdn.example.no/media/uploads/2026-11/a.webp');
    const stored = standIn.objects.get('/pictures/uploads/2026-11/a.webp');
    expect(stored?.body.toString()).toBe('picture bytes');
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(storage.keyFromUrl(url)).toBe('uploads/2026-11/a.webp');
    expect(storage.keyFromUrl('https://elsewhere.example/uploads/a.webp')).toBeNull();
  });

  it('reads, finds and deletes objects, and treats a missing key as absent rather than an error', async () => {
    const storage = storageFor(null);
    await storage.put('uploads/id-photos/b.webp', Buffer.from('id photo'), 'image/webp');

    expect(standIn.objects.get('/pictures/uploads/id-photos/b.webp')?.cacheControl).toBe('private, no-store');
    expect(await storage.exists('uploads/id-photos/b.webp')).toBe(true);
    expect((await storage.read('uploads/id-photos/b.webp'))?.toString()).toBe('id photo');

    await storage.delete('uploads/id-photos/b.webp');
    expect(await storage.exists('uploads/id-photos/b.webp')).toBe(false);
    expect(await storage.read('uploads/id-photos/b.webp')).toBeNull();
    await expect(storage.delete('uploads/id-photos/b.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that could name another object and extensions that do not match the type', async () => {
    const storage = storageFor('https://cdn.example.no');
    await expect(storage.put('../secrets/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid media key/);
    await expect(storage.put('uploads/page.html', Buffer.from('<script>'), 'image/webp')).rejects.toThrow(/extension/);
    expect(standIn.requests.some((request) => request.path.includes('secrets') || request.path.endsWith('.html'))).toBe(false);
  });

  it('surfaces a refused signature as an error instead of pretending the picture was stored', async () => {
    const storage = storageFor('https://cdn.example.no', 'wrong-key');
    await expect(storage.put('uploads/c.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(standIn.objects.has('/pictures/uploads/c.webp')).toBe(false);
  });
});
