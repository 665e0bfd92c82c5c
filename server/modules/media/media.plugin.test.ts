import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/config.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { LocalDiskMediaStorage, MediaKeyError, newMediaKey } from './media-storage.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'media-plugin-test-'));
// A file beside the media directory that no URL may reach.
const outside = `${mediaDir}-secret.txt`;
writeFileSync(outside, 'secret');
afterAll(() => {
  rmSync(mediaDir, { recursive: true, force: true });
  rmSync(outside, { force: true });
});

const app = await buildTestApp({ env: { MEDIA_DIR: mediaDir } });
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0ea5e9"/></svg>';

describe('media storage on the local disk', () => {
  const storage = new LocalDiskMediaStorage(mediaDir);

  it('stores bytes under a key and answers the public URL', async () => {
    const url = await storage.put('services/demo/vask-1.svg', svg, 'image/svg+xml');
    expect(url).toBe('/media/services/demo/vask-1.svg');
    expect(await readFile(path.join(mediaDir, 'services/demo/vask-1.svg'), 'utf8')).toBe(svg);
    expect(storage.keyFromUrl(url)).toBe('services/demo/vask-1.svg');
    expect(await storage.exists('services/demo/vask-1.svg')).toBe(true);
  });

  it('replaces a file whole and deletes it, a second delete being harmless', async () => {
    await storage.put('a/b.svg', svg, 'image/svg+xml');
    await storage.put('a/b.svg', svg.replace('#0ea5e9', '#14b8a6'), 'image/svg+xml');
    expect(await readFile(path.join(mediaDir, 'a/b.svg'), 'utf8')).toContain('#14b8a6');
    await storage.delete('a/b.svg');
    await storage.delete('a/b.svg');
    expect(await storage.exists('a/b.svg')).toBe(false);
  });

  it.each(['../escape.svg', 'a/../../escape.svg', '..', 'a/./b.svg', '.hidden.svg', 'a\\..\\b.svg', 'a//b.svg', 'C:/x.svg', '', 'a/%2e%2e/b.svg', `${'x'.repeat(300)}.svg`])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, svg, 'image/svg+xml')).rejects.toThrow(MediaKeyError);
      await expect(storage.delete(key)).rejects.toThrow(MediaKeyError);
    },
  );

  it('refuses a key whose extension does not fit the content type, so nothing is served as a page', async () => {
    await expect(storage.put('x.html', '<script>alert(1)</script>', 'image/svg+xml')).rejects.toThrow(MediaKeyError);
    await expect(storage.put('x.svg', svg, 'image/png')).rejects.toThrow(MediaKeyError);
    await expect(storage.put('x.svg', svg, 'text/html' as 'image/png')).rejects.toThrow(MediaKeyError);
  });

  it('knows only its own URLs', () => {
    expect(storage.keyFromUrl('https://elsewhere.no/media/a.svg')).toBeNull();
    expect(storage.keyFromUrl('/media/../a.svg')).toBeNull();
    expect(storage.keyFromUrl('/images/a.svg')).toBeNull();
  });

  it('makes fresh upload keys that never repeat', () => {
    const key = newMediaKey('services', 'webp', new Date('2026-03-05T10:00:00Z'));
    expect(key).toMatch(/^services\/2026-03\/[0-9a-f-]{36}\.webp$/);
    expect(newMediaKey('services', 'webp')).not.toBe(newMediaKey('services', 'webp'));
  });

  it('keeps its files under the project folder by default', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    expect(loadConfig({}).mediaDir).toBe(path.join(root, 'var/media'));
    expect(loadConfig({ MEDIA_DIR: '/srv/media' }).mediaDir).toBe('/srv/media');
  });
});

describe('GET /media/*', () => {
  it('serves a stored picture with its type, an immutable cache life and no sniffing', async () => {
    const url = await app.media.put('services/served.svg', svg, 'image/svg+xml');
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(svg);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an SVG under a policy that lets it draw but never run script or fetch', async () => {
    const url = await app.media.put('services/script.svg', svg.replace('</svg>', '<script>alert(1)</script></svg>'), 'image/svg+xml');
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('answers HEAD like GET without a body', async () => {
    const url = await app.media.put('services/head.svg', svg, 'image/svg+xml');
    const response = await app.inject({ method: 'HEAD', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('answers 404 in the API error shape for a missing picture, not the app shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/services/missing.svg' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, data: { key: 'error.http.not_found' } });
  });

  it('never serves a file outside the media directory, a directory listing or a file being written', async () => {
    await app.media.put('listing/a.svg', svg, 'image/svg+xml');
    writeFileSync(path.join(mediaDir, 'listing', '.a.svg.0123.tmp'), 'half');
    const secret = path.basename(outside);
    for (const url of [
      `/media/../${secret}`,
      `/media/%2e%2e/${secret}`,
      `/media/%2e%2e%2f${secret}`,
      `/media/..%5c${secret}`,
      '/media/listing/',
      '/media/listing',
      '/media/listing/.a.svg.0123.tmp',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body, url).not.toContain('secret');
      expect(response.body, url).not.toContain('half');
    }
  });

  it('stores nothing through the URL: other methods are refused', async () => {
    const response = await app.inject({ method: 'PUT', url: '/media/services/new.svg', payload: svg, headers: { 'content-type': 'image/svg+xml' } });
    expect(response.statusCode).toBe(404);
    expect(await app.media.exists('services/new.svg')).toBe(false);
  });
});
