import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import {
  aPerson,
  blockUser,
  e164,
  loginCodeFromOutbox,
  loginLinkFromOutbox,
  outboxCount,
  requestLoginLink,
  signUpViaApi,
  type TestPerson,
  uniqueEmail,
} from './support/accounts.ts';
import { screenshotDir, siteHeader, useLanguage, wholePage } from './support/app.ts';

/** Spec §2–§4: login by code and link, create account, account area, blocked users. */
test.describe('sign-in and account', () => {
  test('a new customer opening /konto signs up with an e-mail link and lands back on /konto', async ({ page }) => {
    const kari = aPerson('Kari');
    await page.goto('/konto');
    const dialog = page.getByRole('dialog', { name: 'Logg inn' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog.getByRole('tab', { name: 'Kode på SMS' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'login dialog');

    await dialog.getByRole('tab', { name: 'Lenke på e-post' }).click();
    await dialog.getByRole('textbox', { name: 'E-postadresse' }).fill(kari.email);
    const seen = await outboxCount(page.request, kari.email);
    await dialog.getByRole('button', { name: 'Send lenke' }).click();
    await expect(dialog.getByText('Sjekk innboksen din')).toBeVisible();
    await expect(dialog.getByText(`Vi har sendt en lenke til ${kari.email}. Åpne den innen 15 minutter for å logge inn.`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send ny lenke' })).toBeEnabled();
    await expectAccessible(page, 'check your inbox');
    await page.screenshot({ path: `${screenshotDir}/login-email-sent-nb-desktop.png`, animations: 'disabled' });

    await page.goto(await loginLinkFromOutbox(page.request, kari.email, seen));
    await expect(page.getByRole('heading', { level: 1, name: 'Opprett konto' })).toBeVisible();
    const email = page.getByRole('textbox', { name: 'E-postadresse' });
    await expect(email).toHaveValue(kari.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expect(page.getByRole('radio', { name: 'Privatperson' })).toHaveAttribute('aria-checked', 'true');

    await page.getByRole('textbox', { name: 'Fornavn' }).fill(kari.firstName);
    await page.getByRole('textbox', { name: 'Etternavn' }).fill(kari.lastName);
    await page.getByRole('textbox', { name: 'Mobilnummer' }).fill(kari.phone);
    await page.getByRole('button', { name: 'Opprett konto' }).click();
    await expect(page.getByText('Du må godta vilkårene for å gå videre.')).toBeVisible();
    await expectAccessible(page, 'create account with a missing consent');
    await page.screenshot({ path: `${screenshotDir}/create-account-nb-desktop.png`, ...wholePage });

    await page.getByRole('checkbox', { name: /Jeg godtar brukervilkårene/ }).click();
    await page.getByRole('button', { name: 'Opprett konto' }).click();

    await expect(page).toHaveURL(/\/konto$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hei, Kari' })).toBeVisible();
    await expect(page.getByText('Velkommen, Kari! Kontoen din er klar.', { exact: true })).toBeVisible();
    const security = page.getByRole('region', { name: 'Innlogging og sikkerhet' });
    await expect(security.getByText(`Kode på SMS til +47 ${kari.phone.slice(0, 3)} ${kari.phone.slice(3, 5)} ${kari.phone.slice(5)}`)).toBeVisible();
    await expect(security.getByText(`Lenke på e-post til ${kari.email}`)).toBeVisible();
    await expectAccessible(page, 'account page');
    await page.screenshot({ path: `${screenshotDir}/account-nb-desktop.png`, ...wholePage });
  });

  test('a customer signs out, then signs in again with a code by SMS', async ({ page }) => {
    const ola = aPerson('Ola');
    await signUpViaApi(page, ola);
    await page.goto('/konto');
    await expect(page.getByRole('heading', { level: 1, name: 'Hei, Ola' })).toBeVisible();

    await page.getByRole('region', { name: 'Innlogging og sikkerhet' }).getByRole('button', { name: 'Logg ut', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Du er logget ut.', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await page.request.get('/api/user')).status()).toBe(403);

    await siteHeader(page).getByRole('button', { name: 'Logg inn' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logg inn' });
    await dialog.getByRole('textbox', { name: 'Mobilnummer' }).fill(ola.phone);
    const seen = await outboxCount(page.request, e164(ola.phone));
    await dialog.getByRole('button', { name: 'Send kode' }).click();
    const code = dialog.getByRole('textbox', { name: 'Kode på 6 siffer' });
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(dialog.getByRole('button', { name: 'Send ny kode' })).toBeDisabled();
    await expect(dialog.getByText(/Du kan be om en ny kode om \d+ sekunder?\./)).toBeVisible();
    await expectAccessible(page, 'code step');

    await code.fill(await loginCodeFromOutbox(page.request, ola.phone, seen));
    await dialog.getByRole('button', { name: 'Logg inn' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Du er logget inn. Velkommen, Ola!', { exact: true })).toBeVisible();
    await siteHeader(page).getByRole('link', { name: 'Min side' }).click();
    await expect(page).toHaveURL(/\/konto$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hei, Ola' })).toBeVisible();

    // Signing out everywhere ends this browser's session too.
    await page.getByRole('button', { name: 'Logg ut på alle enheter' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Du er logget ut på alle enheter.', { exact: true })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(403);
  });

  for (const { language, title, tab, phoneLabel, send, codeLabel, submit, wrong } of [
    {
      language: 'nb',
      title: 'Logg inn',
      tab: 'Kode på SMS',
      phoneLabel: 'Mobilnummer',
      send: 'Send kode',
      codeLabel: 'Kode på 6 siffer',
      submit: 'Logg inn',
      wrong: 'Koden er feil eller har utløpt',
    },
    {
      language: 'en',
      title: 'Log in',
      tab: 'Code by text',
      phoneLabel: 'Mobile number',
      send: 'Send code',
      codeLabel: '6-digit code',
      submit: 'Log in',
      wrong: 'Entered code wrong or is expired',
    },
  ] as const) {
    test(`a wrong code says "${wrong}" (${language}, phone size)`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await useLanguage(page, language);
      const person = aPerson(language === 'nb' ? 'Nora' : 'Emma');
      await signUpViaApi(page, person);
      await page.context().clearCookies({ name: 'sid' });

      await page.goto('/');
      await page.getByRole('button', { name: title }).first().click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await dialog.getByRole('textbox', { name: phoneLabel }).fill(person.phone);
      const seen = await outboxCount(page.request, e164(person.phone));
      await dialog.getByRole('button', { name: send }).click();
      const realCode = await loginCodeFromOutbox(page.request, person.phone, seen);
      const code = dialog.getByRole('textbox', { name: codeLabel });
      await code.fill(realCode === '000000' ? '111111' : '000000');
      await dialog.getByRole('button', { name: submit, exact: true }).click();

      await expect(dialog.getByText(wrong)).toBeVisible();
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, `wrong code (${language})`);
      await page.screenshot({ path: `${screenshotDir}/login-code-step-${language}-phone.png`, animations: 'disabled' });

      // The right code still works afterwards.
      await code.fill(realCode);
      await dialog.getByRole('button', { name: submit, exact: true }).click();
      await expect(dialog).toBeHidden();
      expect((await page.request.get('/api/user')).status()).toBe(200);
    });
  }

  test('a used login link shows the expired-link page, which offers a new link', async ({ page }) => {
    const per = aPerson('Per', 'Hansen');
    await signUpViaApi(page, per);
    await page.context().clearCookies({ name: 'sid' });
    const link = await requestLoginLink(page.request, per.email);

    await page.goto(link);
    await expect(page).toHaveURL(/\/$/);
    await expect(siteHeader(page).getByRole('link', { name: 'Min side' })).toBeVisible();
    await page.context().clearCookies({ name: 'sid' });

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Lenken virker ikke lenger' })).toBeVisible();
    await expect(page.getByText('Lenken har utløpt. Lenker gjelder i 15 minutter, så be om en ny.')).toBeVisible();
    await expectAccessible(page, 'expired link');
    await page.screenshot({ path: `${screenshotDir}/expired-link-nb-desktop.png` });

    await page.getByRole('button', { name: 'Få ny lenke' }).click();
    await expect(page).toHaveURL(/\/$/);
    const dialog = page.getByRole('dialog', { name: 'Logg inn' });
    await expect(dialog.getByRole('tab', { name: 'Lenke på e-post' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('textbox', { name: 'E-postadresse' })).toBeVisible();
    await expectAccessible(page, 'new link');
  });

  test('a blocked customer is confined to /blokkert and /account', async ({ page }) => {
    const lise = aPerson('Lise', 'Berg');
    await signUpViaApi(page, lise);
    const message = 'Kontoen er sperret etter tre uteblivelser. Ta kontakt, så ser vi på saken.';
    blockUser(lise.email, message);

    await page.goto('/foresporsel');
    await expect(page).toHaveURL(/\/blokkert$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kontoen din er sperret' })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Kontakt kundeservice' })).toHaveAttribute('href', /^mailto:.+@/);
    await expectAccessible(page, 'blocked page');
    await page.screenshot({ path: `${screenshotDir}/blocked-nb-desktop.png`, ...wholePage });

    await expect(siteHeader(page).getByRole('link', { name: 'Min side' })).toHaveAttribute('href', '/account');
    for (const path of ['/', '/konto', '/register', '/service/1']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/blokkert$/);
    }

    await page.getByRole('link', { name: 'Gå til Min side' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hei, Lise' })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expectAccessible(page, 'account of a blocked user');

    await page.reload();
    await expect(page).toHaveURL(/\/account$/);
  });

  test('a new business customer signs up in English', async ({ page }) => {
    await useLanguage(page, 'en');
    const emma = aPerson('Emma', 'Berg');
    await page.goto('/konto');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('tab', { name: 'Link by e-mail' }).click();
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(emma.email);
    const seen = await outboxCount(page.request, emma.email);
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expect(dialog.getByText('Check your inbox')).toBeVisible();
    await expect(dialog.getByText(/within 15 minutes/)).toBeVisible();
    await expectAccessible(page, 'check your inbox (en)');

    await page.goto(await loginLinkFromOutbox(page.request, emma.email, seen));
    await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
    await page.getByRole('radio', { name: 'Business' }).click();
    await fillPerson(page, emma, { firstName: 'First name', lastName: 'Last name', phone: 'Mobile number' });
    await page.getByRole('textbox', { name: 'Organisation number' }).fill('923 609 016');
    await page.getByRole('checkbox', { name: /I accept the terms of use/ }).click();
    await expectAccessible(page, 'create account (en)');
    await page.screenshot({ path: `${screenshotDir}/create-account-en-business-desktop.png`, ...wholePage });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${screenshotDir}/create-account-en-business-phone.png`, ...wholePage });
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/konto$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Emma' })).toBeVisible();
    const business = page.getByRole('region', { name: 'Business' });
    await expect(business.getByText('EQUINOR ASA', { exact: true })).toBeVisible();
    await expect(business.getByRole('switch', { name: 'Order as a business' })).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(page, 'account (en)');
  });

  test('the account page on a phone, with the sign-in dialog first', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/konto');
    const dialog = page.getByRole('dialog', { name: 'Logg inn' });
    await expect(dialog.getByRole('textbox', { name: 'Mobilnummer' })).toBeVisible();
    // The front page behind the dialog is hidden from assistive technology, so find it by tag.
    await expect(page.locator('main h1')).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/login-phone-step-nb-phone.png`, animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Lukk' }).click();

    // A long e-mail address must wrap, not push the page sideways.
    const sara = { ...aPerson('Sara', 'Lie'), email: uniqueEmail('sarakristinelie.johannessenfragrunerlokka') };
    await signUpViaApi(page, sara);
    await page.goto('/konto');
    await expect(page.getByRole('heading', { level: 1, name: 'Hei, Sara' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'account on a phone');
    await page.screenshot({ path: `${screenshotDir}/account-nb-phone.png`, ...wholePage });
    await page.screenshot({ path: `${screenshotDir}/account-nb-phone-first-screen.png` });
    await page.getByRole('region', { name: 'Innlogging og sikkerhet' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}/account-nb-phone-security.png` });
  });
});

async function fillPerson(page: Page, person: TestPerson, labels: { firstName: string; lastName: string; phone: string }) {
  await page.getByRole('textbox', { name: labels.firstName }).fill(person.firstName);
  await page.getByRole('textbox', { name: labels.lastName }).fill(person.lastName);
  await page.getByRole('textbox', { name: labels.phone }).fill(person.phone);
}
