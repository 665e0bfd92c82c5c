import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { e164, uniqueEmail, uniquePhone } from './support/accounts.ts';
import { useLanguage } from './support/app.ts';
import { e2eDatabaseUrl, e2eRedisKeyPrefix } from './support/e2e-env.ts';

/** Queues a message exactly as the app does; the running workers deliver it to the outbox. */
function sendMessage(args: string[]): void {
  execFileSync(process.execPath, ['server/cli/send-message.ts', ...args], {
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl, REDIS_KEY_PREFIX: e2eRedisKeyPrefix, NODE_ENV: 'development' },
    stdio: 'pipe',
  });
}

test.describe('other pages', () => {
  test('the development outbox looks up messages for a recipient', async ({ page }) => {
    await page.goto('/dev/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Utboks for utvikling' })).toBeVisible();
    await expect(page.getByText('Utviklerverktøy')).toBeVisible();
    // A number nobody has written to.
    const to = e164(uniquePhone());
    await page.getByRole('textbox', { name: 'Til' }).fill(to);
    await page.getByRole('button', { name: 'Vis meldinger' }).click();
    await expect(page).toHaveURL(new RegExp(`to=${encodeURIComponent(to)}`));
    await expect(page.getByRole('heading', { name: 'Ingen meldinger' })).toBeVisible();
    await expectAccessible(page);
  });

  test('messages queued by the app reach the outbox through the workers', async ({ page }) => {
    const email = uniqueEmail('kari');
    sendMessage(['--to', email, '--subject', 'Velkommen til Tjenestetorget', '--text', 'Hei Kari!', '--html', '<p>Hei <strong>Kari</strong>!</p>']);
    const phone = uniquePhone();
    sendMessage(['--to', phone, '--text', 'Koden din er 482913']);

    await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByText('Velkommen til Tjenestetorget')).toBeVisible({ timeout: 15_000 });
    await expect(page.frameLocator('iframe').first().getByText('Kari')).toBeVisible();
    // The e-mail preview is a sandboxed frame where axe cannot run; the page around it is checked.
    await expectAccessible(page, page.url(), { exclude: ['iframe'] });

    await page.getByRole('textbox', { name: 'Til' }).fill(phone);
    await page.getByRole('button', { name: 'Vis meldinger' }).click();
    await expect(page.getByText('Koden din er 482913')).toBeVisible({ timeout: 15_000 });
  });

  test('the blocked page and custom request pages read well in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/blokkert');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account is blocked' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/foresporsel');
    await expect(page.getByRole('heading', { level: 1, name: 'Describe the job' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/foresporsel/suksess');
    await expect(page.getByRole('heading', { level: 1, name: 'Your request has been sent' })).toBeVisible();
  });
});
