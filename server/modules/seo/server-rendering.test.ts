import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildPageRenderer } from '#server/cli/client-build.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor, unique } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';

// A built client: the shell as Vite writes it, and the server's bundle built from the sources.
const dist = mkdtempSync(path.join(tmpdir(), 'rendered-pages-'));
mkdirSync(path.join(dist, 'client'));
writeFileSync(
  path.join(dist, 'client', 'index.html'),
  [
    '<!doctype html><html lang="nb"><head><title>Tjenestetorget</title><meta name="description" content="standard" />',
    '<script type="module" fetchpriority="low" crossorigin src="/assets/index-3f2a1c.js"></script>',
    '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-9b8c7d.js">',
    '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/router-5e6f7a.js" data-router>',
    '</head><body><div id="root"></div><noscript>JavaScript</noscript></body></html>',
  ].join('\n'),
);
await buildPageRenderer(path.join(dist, 'ssr'));
const app = await buildTestApp({ env: { CLIENT_DIST_DIR: path.join(dist, 'client') } });

async function createListing() {
  const em = app.orm.em.fork();
  const word = unique('solskinnsvask').replace(/[^a-z]/g, '');
  const provider = await createProvider(em, { displayName: 'Glans Renhold Oslo', tagline: 'Skinnende rent hver gang' });
  const service = await createService(em, provider, { title: `Flyttevask ${word}`, description: 'Grundig flyttevask av hele leiligheten.', basePriceOre: 349_900 });
  return { provider, service, word };
}

const page = (url: string, headers: Record<string, string> = {}, sid?: string) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers }, ...(sid ? { cookies: { sid } } : {}) });

/** The rendered app: what sits in the root element. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('<script id="page-state"'));
const stateOf = (html: string) => {
  const start = html.indexOf('<script id="page-state" type="application/json">');
  return html.slice(start, html.indexOf('</script>', start));
};

describe('public pages arrive rendered', () => {
  it('sends the front page with its content in the markup, before any code runs', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const root = rootOf(response.body);
    expect(root).toContain('Oslo, Trondheim og Bergen');
    expect(root).toContain('Logg inn');
    // The data it was rendered from goes with it, so the browser takes the page over without asking again.
    expect(stateOf(response.body)).toContain('"language":"nb"');
    // Its head is still the page's own, for search engines and link previews.
    expect(response.body).toContain('<link rel="canonical"');
    // Controls take taps once the app has taken the page over.
    expect(response.body).toContain('<div id="root" data-hydrating="">');
  });

  it('shows a service with its title and price, and its provider, as a search engine reads it', async () => {
    const { service, provider } = await createListing();
    const response = await page(`/service/${service.slug}`);
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain(service.title);
    expect(root).toContain('3\u00a0499');
    expect(root).toContain(provider.displayName);
    expect(stateOf(response.body)).toContain(service.id);
  });

  it('shows a provider profile with its services', async () => {
    const { service, provider } = await createListing();
    const response = await page(`/tilbyder/${provider.slug}`);
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('Glans Renhold Oslo');
    expect(root).toContain('Skinnende rent hver gang');
    expect(root).toContain(service.title);
  });

  it('renders browse with the search from the address', async () => {
    const { service, word } = await createListing();
    const response = await page(`/utforsk?q=${word}&fane=tjenester`);
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toContain(service.title);
  });

  it('renders in English for a ?lng=en link and for a visitor who chose English before', async () => {
    const byLink = await page('/?lng=en');
    expect(byLink.body).toContain('<html lang="en">');
    expect(rootOf(byLink.body)).toContain('Oslo, Trondheim and Bergen');
    expect(stateOf(byLink.body)).toContain('"language":"en"');
    const byChoice = await page('/', { cookie: 'language=en' });
    expect(rootOf(byChoice.body)).toContain('Oslo, Trondheim and Bergen');
    const norwegian = await page('/', { cookie: 'language=nb' });
    expect(rootOf(norwegian.body)).toContain('Oslo, Trondheim og Bergen');
  });

  it('renders the header of the person signed in, with their own data only', async () => {
    const em = app.orm.em.fork();
    const kari = await createTestUser(em, { firstName: 'Kari' });
    const response = await page('/', {}, await sessionCookieFor(app, kari.id));
    expect(rootOf(response.body)).not.toContain('Logg inn');
    expect(stateOf(response.body)).toContain(kari.id);
    const anonymous = await page('/');
    expect(stateOf(anonymous.body)).not.toContain(kari.id);
  });

  it('starts the code after the first paint, without preloading it, and every public page without the router', async () => {
    const { word, service } = await createListing();
    for (const path of ['/', `/utforsk?q=${word}`, `/service/${service.slug}`]) {
      const response = await page(path);
      // The router waits until the page takes taps: it is needed for the first move to another page.
      expect(response.body).toContain(
        '<script type="module" src="/start-after-paint.js" data-app-entry="/assets/index-3f2a1c.js" data-app-modules="/assets/react-9b8c7d.js" data-app-later="/assets/router-5e6f7a.js"></script>',
      );
      expect(response.body).not.toContain('modulepreload');
    }
  });

  it('compresses the page for a browser that accepts it', async () => {
    const response = await page('/', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Oslo, Trondheim og Bergen');
  });

  it('keeps a page rendered for visitors who are not signed in for a few seconds, and renders it again when a provider is hidden', async () => {
    const { service } = await createListing();
    const first = await page(`/service/${service.slug}`);
    expect(rootOf(first.body)).toContain(service.title);
    // A page asked for once is not kept; asked again, it is.
    expect(rootOf((await page(`/service/${service.slug}`)).body)).toContain(service.title);
    const em = app.orm.em.fork();
    await em.nativeUpdate(ServiceEntity, { id: service.id }, { title: 'Flyttevask med nytt navn' });
    // The same page for the next visitor, without rendering it again…
    expect(rootOf((await page(`/service/${service.slug}`)).body)).toContain(service.title);
    // …but a signed-in visitor's page is their own, rendered now.
    const kari = await createTestUser(em);
    expect(rootOf((await page(`/service/${service.slug}`, {}, await sessionCookieFor(app, kari.id))).body)).toContain('Flyttevask med nytt navn');
    // An approval, a block or a withdrawal empties the public caches, the pages with them.
    app.publicCaches.clear();
    expect(rootOf((await page(`/service/${service.slug}`)).body)).toContain('Flyttevask med nytt navn');
  });

  it('leaves signed-in areas and unknown services to the browser', async () => {
    const account = await page('/konto');
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('<div id="root"></div>');
    expect(account.body).toContain('modulepreload');
    const missing = await page('/service/finnes-ikke-123');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
  });
});
