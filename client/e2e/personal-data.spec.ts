import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, resetSendLimits, signUpViaApi } from './support/accounts.ts';
import { wholePage } from './support/app.ts';

const shots = '/tmp/shots';

test.describe('personal data', () => {
  test.beforeEach(resetSendLimits);

  test('the account page downloads the data, and a deletion request shows its date until it is withdrawn', async ({ page }) => {
    const person = aPerson('Dina', 'Datasen');
    await signUpViaApi(page, person);
    await page.goto('/account');

    const privacy = page.getByRole('region', { name: 'Personvern' });
    const downloading = page.waitForEvent('download');
    await privacy.getByRole('link', { name: 'Last ned mine data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(data).toMatchObject({ formatVersion: 1, profile: { firstName: 'Dina', lastName: 'Datasen', email: person.email } });

    const section = page.getByRole('region', { name: 'Slett konto' });
    await section.getByRole('button', { name: 'Slett kontoen min' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja, slett kontoen' }).click();
    const erasesOn = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Oslo' }).format(new Date(Date.now() + 30 * 24 * 3_600_000));
    await expect(section.getByText(`Kontoen slettes ${erasesOn}`)).toBeVisible();
    await expect(page.getByText(/\{\{/)).toHaveCount(0);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/personal-data-deletion-requested-nb-desktop.png`, ...wholePage });
    await expectAccessible(page, 'account page with a deletion request (nb)');

    await section.getByRole('button', { name: 'Angre sletting' }).click();
    await expect(page.getByText('Kontoen blir ikke slettet.').first()).toBeVisible();
    await expect(section.getByRole('button', { name: 'Slett kontoen min' })).toBeVisible();
    await expect(section.getByText(/Kontoen slettes/)).toHaveCount(0);
  });
});
