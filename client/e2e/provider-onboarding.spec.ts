import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, signUpViaApi } from './support/accounts.ts';
import { screenshotDir, wholePage } from './support/app.ts';
import { makeAdmin } from './support/providers.ts';

test.describe('provider registration', () => {
  test('a person registers as a provider, an admin approves, and their service goes live', async ({ page, browser }) => {
    // The whole journey of three people in one test: registration, review, service and schedule.
    test.setTimeout(240_000);
    const kari = aPerson('Kari', 'Registrersen');
    await signUpViaApi(page, kari);
    await page.goto('/register');
    await page.getByRole('link', { name: 'Start registreringen' }).click();
    await expect(page).toHaveURL(/\/register\/steg\/1$/);
    await expect(page.getByText('Steg 1 av 4: Kategori')).toBeVisible();
    await page.getByRole('radio', { name: 'Rengjøring' }).click();
    await page.getByRole('button', { name: 'Neste' }).click();

    await expect(page).toHaveURL(/\/register\/steg\/2$/);
    await page.getByRole('radio', { name: 'Privatperson' }).click();
    await page.getByRole('button', { name: 'Neste' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Opplysninger' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Fornavn' })).toHaveValue('Kari');
    await page.getByRole('textbox', { name: 'Fødselsnummer' }).fill('15076500566');
    await page.getByRole('button', { name: 'Neste' }).click();
    await expect(page.getByText('Ugyldig fødselsnummer eller D-nummer', { exact: false })).toBeVisible();
    await page.getByRole('textbox', { name: 'Fødselsnummer' }).fill('15076500565');
    const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#8899aa' } }).png().toBuffer();
    await page.getByLabel('Bilde av legitimasjon').setInputFiles({ name: 'legitimasjon.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByRole('img', { name: 'Bildet du har valgt av legitimasjonen' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Jeg godtar vilkårene for leverandører' }).click();
    await expectAccessible(page, 'registration details');
    await page.getByRole('button', { name: 'Neste' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Utbetaling' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Kontonummer' }).fill('1234.56.78903');
    await page.getByRole('textbox', { name: 'Gateadresse' }).fill('Storgata 1');
    await page.getByRole('textbox', { name: 'Postnummer' }).fill('0155');
    await page.getByRole('button', { name: 'Neste' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Se over og send' })).toBeVisible();
    await expect(page.getByText('Bildet av legitimasjonen sendes med søknaden.')).toBeVisible();
    await expectAccessible(page, 'registration summary');
    // A reload keeps the draft (saved on the server) but not the photo, which is only sent now.
    await page.reload();
    await expect(page.getByText('Velg bildet av legitimasjonen før du sender.')).toBeVisible();
    await page.getByLabel('Bilde av legitimasjon').setInputFiles({ name: 'legitimasjon.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('button', { name: 'Send til godkjenning' }).click();

    await expect(page.getByText('Registreringer gjennomgås manuelt, vanligvis innen et par dager. Du får en e-post.')).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/onboarding-success.png`, ...wholePage });
    await page.getByRole('link', { name: 'Gå til leverandørsiden' }).click();
    await expect(page).toHaveURL(/\/agent$/);

    await page.screenshot({ path: `${screenshotDir}/onboarding-agent-pending.png`, ...wholePage });

    // An admin reviews the registration (in a browser context of their own).
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    const admin = aPerson('Ada', 'Admin');
    await signUpViaApi(adminPage, admin);
    makeAdmin(admin.email);
    await adminPage.goto('/admin');
    const row = adminPage.getByRole('row', { name: /Kari Registrersen/ });
    await expect(row).toBeVisible();
    await expectAccessible(adminPage, 'admin queue');
    await row.getByRole('link').click();
    await expect(adminPage.getByRole('img', { name: /Legitimasjon for Kari Registrersen/ })).toBeVisible();
    await expectAccessible(adminPage, 'admin registration detail');
    await adminPage.screenshot({ path: `${screenshotDir}/onboarding-admin-detail.png`, ...wholePage });
    await adminPage.getByRole('button', { name: 'Godkjenn' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Ja, godkjenn' }).click();
    await expect(adminPage.getByText(/er godkjent$/).first()).toBeVisible();
    await adminPage.goto('/admin/revisjonslogg');
    await expect(adminPage.getByRole('cell', { name: /Ada Admin/ }).first()).toBeVisible();
    await adminContext.close();

    // Approved: the provider sees it, then creates a service with an add-on.
    await page.reload();
    await expect(page.getByText('Profilen din er offentlig')).toBeVisible();
    await page.getByRole('navigation', { name: 'Leverandørmeny' }).getByRole('link', { name: 'Tjenester' }).click();
    await page.getByRole('link', { name: 'Lag din første tjeneste' }).click();
    await page.getByRole('textbox', { name: 'Tittel' }).fill('Flyttevask av leilighet');
    await page.getByRole('textbox', { name: 'Beskrivelse', exact: true }).fill('Grundig vask av hele leiligheten før du flytter ut.');
    await page.getByRole('textbox', { name: 'Grunnpris (kr)' }).fill('2490');
    await page.getByRole('checkbox', { name: 'Hele Oslo' }).check();
    await page.getByRole('button', { name: 'Legg til tillegg' }).click();
    await page.getByRole('textbox', { name: 'Navn på tillegget' }).fill('Vask av kjøleskap');
    await page.getByRole('button', { name: 'Opprett tjenesten' }).click();
    await expect(page.getByText('Skriv inn en pris').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Pris per enhet (kr)' }).fill('350');
    await expectAccessible(page, 'service editor');
    await page.getByRole('button', { name: 'Opprett tjenesten' }).click();
    await expect(page.getByText('Tjenesten er opprettet.').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Flyttevask av leilighet' })).toBeVisible();

    // A picture for it, cropped in the dialog.
    await page.getByRole('link', { name: 'Endre Flyttevask av leilighet' }).click();
    const picture = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#4a7bb7' } }).jpeg().toBuffer();
    await page.getByLabel('Velg et bilde').setInputFiles({ name: 'stue.jpg', mimeType: 'image/jpeg', buffer: picture });
    await page.getByRole('dialog').getByRole('button', { name: 'Bruk midten av bildet' }).click();
    await expect(page.getByText('Bildet er lagt til.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Flytt bildet opp' })).toHaveCount(1);
    await page.screenshot({ path: `${screenshotDir}/onboarding-service-editor.png`, ...wholePage });

    // The week: Saturdays too, with a lunch break on Mondays.
    await page.getByRole('navigation', { name: 'Leverandørmeny' }).getByRole('link', { name: 'Tilgjengelighet' }).click();
    await page.getByRole('switch', { name: 'Lørdag' }).click();
    await page.getByRole('button', { name: 'Legg til periode Mandag' }).click();
    await page.getByRole('combobox', { name: 'Til, Mandag periode 1' }).selectOption('11:30');
    await page.getByRole('combobox', { name: 'Fra, Mandag periode 2' }).selectOption('11:00');
    await page.getByRole('combobox', { name: 'Til, Mandag periode 2' }).selectOption('16:00');
    await expect(page.getByText('Arbeidstidene overlapper.', { exact: false }).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Fra, Mandag periode 2' }).selectOption('12:00');
    await expectAccessible(page, 'schedule editor');
    await page.getByRole('button', { name: 'Lagre tilgjengeligheten' }).click();
    await expect(page.getByText('Tilgjengeligheten er lagret.').first()).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/onboarding-schedule.png`, ...wholePage });

    // A visitor finds the service with its add-on and picture.
    const services = (await (await page.request.get('/api/provider/me/service')).json()) as Array<{ slug: string }>;
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/service/${services[0]?.slug}`);
    await expect(visitorPage.getByRole('heading', { level: 1, name: 'Flyttevask av leilighet' })).toBeVisible();
    await expect(visitorPage.getByText('Vask av kjøleskap')).toBeVisible();
    await expect(visitorPage.getByText('Kari Registrersen').first()).toBeVisible();
    await visitorPage.screenshot({ path: `${screenshotDir}/onboarding-public-service.png`, ...wholePage });
    await visitor.close();
  });

  test('someone who is not an admin is told so on /admin', async ({ page }) => {
    await signUpViaApi(page, aPerson('Nils'));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Ingen tilgang' })).toBeVisible();
  });
});
