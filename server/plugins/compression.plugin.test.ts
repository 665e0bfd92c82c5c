import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { unique } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';

const app = await buildTestApp();
const em = app.orm.em.fork();
const tag = unique('komprimert');
const provider = await createProvider(em);
const services = await Promise.all(
  [0, 1, 2, 3, 4, 5].map((index) =>
    createService(em.fork(), provider, { title: `Grundig flyttevask nummer ${index}`, tags: [tag], description: 'Vi vasker alt fra tak til gulv. '.repeat(40) }),
  ),
);

describe('compression of JSON answers', () => {
  it('sends a large cached explore page compressed to a client that accepts it, the same JSON once unpacked', async () => {
    const url = `/api/explore/services?tag=${tag}`;
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.json<{ data: unknown[] }>().data).toHaveLength(6);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (let round = 0; round < 2; round += 1) {
      // The second round is served from the cache's compressed copy.
      const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
    const refused = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
  });

  it('compresses other JSON answers over 1 KB as they go, and leaves small ones alone', async () => {
    const url = `/api/service/public/${services[0]!.id}`;
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());

    const health = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
