import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eDatabaseUrl, e2eRedisKeyPrefix } from './e2e-env.ts';

/** The admin role only comes from the command line, as in production. */
export function makeAdmin(email: string): void {
  execFileSync(process.execPath, ['server/cli/make-admin.ts', email], {
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl, REDIS_KEY_PREFIX: e2eRedisKeyPrefix, NODE_ENV: 'development' },
    stdio: 'pipe',
  });
}

/** A plain picture of the given size, as a phone camera would give (JPEG). */
export function aPicture(width: number, height: number, colour = '#4a7bb7'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
}

/**
 * Registers the signed-in person of `page` as an individual provider through the real API (the
 * same calls the wizard makes) and answers the provider's id; the registration waits for review.
 */
export async function registerViaApi(page: Page, person: { firstName: string; lastName: string; email: string }): Promise<string> {
  const categories = (await (await page.request.get('/api/explore/categories')).json()) as Array<{ id: string; name: string }>;
  const cleaning = categories.find((category) => category.name === 'cleaning') ?? categories[0];
  const details = { orgType: 'individual', firstName: person.firstName, lastName: person.lastName, email: person.email, nationalId: '15076500565', acceptTerms: true };
  const payout = { bankAccountNumber: '12345678903', invoiceAddress: { street: 'Storgata 1', postalCode: '0155' } };
  const partial = await page.request.post('/api/provider/partial', { data: { stage: 5, categoryId: cleaning?.id, orgType: 'individual', details, payout } });
  expect(partial.ok(), await partial.text()).toBe(true);
  const { id } = (await partial.json()) as { id: string };
  const legal = await page.request.post(`/api/provider/${id}/legal`, {
    multipart: {
      legal: JSON.stringify({ ...details, ...payout }),
      idPhoto: { name: 'legitimasjon.jpg', mimeType: 'image/jpeg', buffer: await aPicture(600, 400, '#8899aa') },
    },
  });
  expect(legal.ok(), await legal.text()).toBe(true);
  return id;
}
