import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, e164, loginCodeFromOutbox, outboxCount, signUpViaApi } from './support/accounts.ts';
import { screenshotDir, wholePage } from './support/app.ts';
import { aBookableService, aDoneBooking } from './support/bookings.ts';
import { makeAdmin } from './support/providers.ts';

test.describe('ratings', () => {
  test('a customer rates a finished booking from the notification, by keyboard, the rating shows on the provider\'s profile, the provider replies, and support hides it', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const providerContext = await browser.newContext();
    const provider = await providerContext.newPage();
    const title = `Vurdert vask ${Date.now()}`;
    const { serviceId, providerId } = await aBookableService(provider, browser, { title, instantBooking: true, owner: ['Vera', 'Vasker'] });
    const kari = aPerson('Kari', 'Kunde');
    await signUpViaApi(page, kari);
    const { id } = await aDoneBooking(provider, page, serviceId);

    // The e-mail's rating link, opened signed out, asks to sign in and then opens the rating.
    await page.context().clearCookies({ name: 'sid' });
    await page.goto(`/account/bestillinger/${id}?vurder=1`);
    const login = page.getByRole('dialog', { name: 'Logg inn' });
    await login.getByRole('textbox', { name: 'Mobilnummer' }).fill(kari.phone);
    const seen = await outboxCount(page.request, e164(kari.phone));
    await login.getByRole('button', { name: 'Send kode' }).click();
    await login.getByRole('textbox', { name: 'Kode på 6 siffer' }).fill(await loginCodeFromOutbox(page.request, kari.phone, seen));
    await login.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/bestillinger/${id}`));
    const fromLink = page.getByRole('dialog', { name: 'Hvordan gikk det?' });
    await expect(fromLink).toBeVisible();
    await fromLink.getByRole('button', { name: 'Senere' }).click();
    await expect(fromLink).toBeHidden();

    // The "how was it?" notification opens the booking with its rating.
    await page.goto('/account/varsler');
    await page.getByRole('link', { name: new RegExp(`${title} er utført\\. Hvordan gikk det\\?`) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/account/bestillinger/${id}`));
    const dialog = page.getByRole('dialog', { name: 'Hvordan gikk det?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send vurdering' }).click();
    await expect(dialog.getByText('Velg fra 1 til 5 stjerner.')).toBeVisible();
    // Stars by keyboard: into the group, then the arrow keys.
    await dialog.getByRole('radio', { name: '3 av 5 stjerner' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '5 av 5 stjerner' })).toBeChecked();
    await dialog.getByRole('textbox', { name: /Kommentar/ }).fill('Grundig og blid, kom presis.');
    await expectAccessible(page, 'the rating dialog');
    await page.screenshot({ path: `${screenshotDir}/rating-dialog-nb.png` });
    await dialog.getByRole('button', { name: 'Send vurdering' }).click();
    await expect(page.getByText('Takk for vurderingen!').first()).toBeVisible();
    await expect(page.getByTestId('given-rating')).toHaveText(/^Du ga 5 stjerner /);
    await expect(page.getByText('Vises med fornavnet ditt.')).toBeVisible();
    await expectAccessible(page, 'a rated booking');
    await page.screenshot({ path: `${screenshotDir}/rating-given-nb.png`, ...wholePage });

    // Public at once, with the first name.
    await page.goto(`/tilbyder/${providerId}`);
    await expect(page.getByText('«Grundig og blid, kom presis.»').or(page.getByText('Grundig og blid, kom presis.')).first()).toBeVisible();
    await expect(page.getByText('Kari').first()).toBeVisible();

    // The provider answers once from its own page; the answer shows under the rating.
    await provider.goto('/agent/vurderinger');
    await expect(provider.getByRole('heading', { level: 1, name: 'Vurderinger' })).toBeVisible();
    await provider.getByRole('button', { name: 'Svar Kari' }).click();
    await provider.getByRole('textbox', { name: 'Ditt svar' }).fill('Tusen takk, Kari! Velkommen tilbake.');
    await expectAccessible(provider, 'the provider\'s ratings with a reply form');
    await provider.getByRole('button', { name: 'Publiser svaret' }).click();
    await expect(provider.getByText('Svaret er publisert.').first()).toBeVisible();
    await expect(provider.getByRole('button', { name: 'Svar Kari' })).toHaveCount(0);
    await provider.screenshot({ path: `${screenshotDir}/agent-ratings-nb.png`, ...wholePage });
    await page.reload();
    await expect(page.getByText('Svar fra leverandøren')).toBeVisible();
    await expect(page.getByText('Tusen takk, Kari! Velkommen tilbake.')).toBeVisible();
    await expectAccessible(page, 'a provider profile with a replied rating');
    await page.screenshot({ path: `${screenshotDir}/rating-on-profile-nb.png`, ...wholePage });

    // Support hides it for breaking the rules: gone from the profile, the customer told on the booking.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    const admin = aPerson('Ada', 'Admin');
    await signUpViaApi(adminPage, admin);
    makeAdmin(admin.email);
    await adminPage.goto(`/admin/leverandorer/${providerId}`);
    await adminPage.getByRole('button', { name: 'Skjul vurderingen fra Kari' }).click();
    const hide = adminPage.getByRole('dialog', { name: 'Skjule vurderingen?' });
    await hide.getByRole('textbox', { name: 'Begrunnelse' }).fill('Inneholder personopplysninger om leverandøren.');
    await expectAccessible(adminPage, 'hiding a rating');
    await hide.getByRole('button', { name: 'Skjul vurderingen' }).click();
    await expect(adminPage.getByText('Vurderingen er skjult.').first()).toBeVisible();
    await expect(adminPage.getByText('Ingen synlige vurderinger.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Tusen takk, Kari! Velkommen tilbake.')).toHaveCount(0);
    await page.goto(`/account/bestillinger/${id}`);
    await expect(page.getByText(/Kundeservice har skjult vurderingen/)).toBeVisible();
    await adminContext.close();
    await providerContext.close();
  });
});
