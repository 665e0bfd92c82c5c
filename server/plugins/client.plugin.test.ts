import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/test-app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="nb"><title>Tjenestetorget</title><div id="root"></div></html>');
writeFileSync(path.join(dist, 'assets', 'app-3f2a1c.js'), 'console.log("app")');
writeFileSync(path.join(dist, 'assets', 'app-3f2a1c.js.br'), brotliCompressSync('console.log("app")'));

const app = await buildTestApp({ env: { CLIENT_DIST_DIR: dist } });

describe('serving the web client', () => {
  it.each(['/', '/konto', '/foresporsel/suksess', '/account/chat/call', '/utforsk?q=vask'])('loads the app on the deep link %s', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/account/bookings/3f2b1c9e-7a41-4d2a-9c1e-8b5e6f7a1234?betaling=p1', '/account/bestillinger/3f2b1c9e-7a41-4d2a-9c1e-8b5e6f7a1234?betaling=p1'],
    ['/account/gift-cards?kode=K7QM-3XWD-P9TA', '/account/gavekort?kode=K7QM-3XWD-P9TA'],
    ['/agent/bookings/calendar?view=month&day=2026-03-25', '/agent/bestillinger/kalender?visning=maned&dag=2026-03-25'],
  ])('answers the old address %s, as in an e-mail already sent, with a 301 to its new one', async (old, current) => {
    const response = await app.inject({ method: 'GET', url: old, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(current);
    const after = await app.inject({ method: 'GET', url: current, headers: { accept: 'text/html' } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<div id="root">');
  });

  it('leaves the API alone under the old names', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/bookings?orderNumber=NOSUCH00' });
    expect(response.statusCode).not.toBe(301);
  });

  it('sends the app with status 404 and noindex for a service that does not exist', async () => {
    const response = await app.inject({ method: 'GET', url: '/service/finnes-ikke-123', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('sends the compressed copy of an asset to a browser that accepts it', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-3f2a1c.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload).toEqual(brotliCompressSync('console.log("app")'));
  });

  it('serves hashed assets as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-3f2a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API and socket paths out of the app: 404 in the error shape', async () => {
    for (const url of ['/api/finnes-ikke', '/api', '/socket.io/finnes-ikke']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().data.key).toBe('error.http.not_found');
    }
  });

  it('does not answer a POST to a page path with the app', async () => {
    const response = await app.inject({ method: 'POST', url: '/konto' });
    expect(response.statusCode).toBe(404);
  });
});
