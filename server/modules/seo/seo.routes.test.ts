import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { createCategory, createTestUser, unique } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="nb"><head><title>Tjenestetorget</title><meta name="description" content="standard" /></head><body><div id="root"></div></body></html>',
);
const app = await buildTestApp({ env: { CLIENT_DIST_DIR: dist, APP_ORIGIN: 'https://tjenestetorget.test' } });

async function createListing(status: 'approved' | 'pending', enabled = true) {
  const em = app.orm.em.fork();
  const category = await createCategory(em);
  const owner = await createTestUser(em);
  const provider = em.create(ProviderEntity, {
    owner,
    status,
    orgType: 'company',
    slug: unique('glans-renhold'),
    displayName: 'Glans Renhold',
    tagline: 'Skinnende rent hver gang',
    description: 'Vi vasker hjem i hele Oslo.',
    category,
  });
  const service = em.create(ServiceEntity, {
    provider,
    category,
    slug: unique('flyttevask'),
    title: 'Flyttevask med garanti',
    description: 'Grundig flyttevask av leiligheten, godkjent av utleier eller pengene tilbake.',
    basePriceOre: 350_000,
    baseDurationMinutes: 240,
    enabled,
  });
  await em.flush();
  return { provider, service };
}

describe('pages as search engines and link previews see them', () => {
  it('gives a service page its own title, description and Open Graph tags', async () => {
    const { service } = await createListing('approved');
    const response = await app.inject({ method: 'GET', url: `/service/${service.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Flyttevask med garanti – Glans Renhold | Tjenestetorget</title>');
    expect(response.body).toContain('content="Grundig flyttevask av leiligheten');
    expect(response.body).toContain(`<meta property="og:url" content="https://tjenestetorget.test/service/${service.slug}" />`);
    expect(response.body).not.toContain('standard');
  });

  it('gives a provider profile its own head and answers 404 for one that is not approved', async () => {
    const { provider } = await createListing('approved');
    const shown = await app.inject({ method: 'GET', url: `/tilbyder/${provider.slug}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<title>Glans Renhold – Skinnende rent hver gang | Tjenestetorget</title>');
    const pending = await createListing('pending');
    const hidden = await app.inject({ method: 'GET', url: `/tilbyder/${pending.provider.slug}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Glans Renhold');
  });

  it('lists public services and providers in the sitemap, never pending providers or disabled services', async () => {
    const shown = await createListing('approved');
    const pending = await createListing('pending');
    const disabled = await createListing('approved', false);
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toContain('<loc>https://tjenestetorget.test/</loc>');
    expect(xml).toContain('<loc>https://tjenestetorget.test/utforsk</loc>');
    for (const path of ['/vilkar', '/vilkar/leverandor', '/personvern', '/informasjonskapsler', '/hjelp', '/kontakt']) {
      expect(xml).toContain(`<loc>https://tjenestetorget.test${path}</loc>`);
    }
    expect(xml).toContain(`/service/${shown.service.slug}</loc>`);
    expect(xml).toContain(`/tilbyder/${shown.provider.slug}</loc>`);
    expect(xml).not.toContain(pending.service.slug);
    expect(xml).not.toContain(pending.provider.slug);
    expect(xml).not.toContain(`/service/${disabled.service.slug}<`);
  });

  it('gives the information pages their own title and description', async () => {
    const response = await app.inject({ method: 'GET', url: '/personvern' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Personvernerklæring | Tjenestetorget</title>');
    expect(response.body).toContain('content="Hvilke opplysninger Tjenestetorget lagrer om deg');
    expect(response.body).toContain('<link rel="canonical" href="https://tjenestetorget.test/personvern" />');
  });

  it('points robots to the sitemap and away from private pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain('Sitemap: https://tjenestetorget.test/sitemap.xml');
    expect(response.body).toContain('Disallow: /account');
    expect(response.body).toContain('Disallow: /agent');
  });
});
