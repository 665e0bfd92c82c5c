import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { e164, loginCodeFromOutbox, outboxCount, resetSendLimits } from './support/accounts.ts';
import { screenshotDir, wholePage } from './support/app.ts';

/**
 * Signs in as a demo provider by SMS code, through the API. Only a demo provider has a year of
 * history behind its figures; the tests only read, and each uses a provider no other spec signs
 * in as, so they change nothing another test sees.
 */
async function signInAsDemoProvider(page: Page, phone: string): Promise<{ id: string }> {
  await resetSendLimits();
  const seen = await outboxCount(page.request, e164(phone));
  const sent = await page.request.post('/api/auth/otp/new', { data: { username: phone, captchaToken: 'local' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { nonce } = (await sent.json()) as { nonce: string };
  const code = await loginCodeFromOutbox(page.request, phone, seen);
  const verified = await page.request.post('/api/auth/otp/verify', { data: { username: phone, code, nonce } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const me = await page.request.get('/api/provider/me');
  expect(me.ok(), await me.text()).toBe(true);
  return (await me.json()) as { id: string };
}

const figureTitles = ['Godtar forespørsler', 'Avlyser', 'Svarer vanligvis'] as const;
/** Every verdict sentence ends by saying what the event did to the figure. */
const verdictSentence = /– (teller|ikke|Ikke)|teller (mot deg|i din favør|ikke|med i snittet)/;

test.describe('track record', () => {
  test('a provider opens their figures from the menu by keyboard, reads why each event counted, and customers see the same figures explained on the profile', async ({ page }) => {
    test.setTimeout(90_000);
    const provider = await signInAsDemoProvider(page, '90000002');

    await page.goto('/agent');
    const menuLink = page.getByRole('navigation', { name: 'Leverandørmeny' }).getByRole('link', { name: 'Dine tall' });
    await menuLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/agent\/omdomme$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dine tall' })).toBeVisible();
    await expect(menuLink).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/de siste 12 månedene, fra \d+\. \p{L}+ \d{4}/u)).toBeVisible();

    const rating = page.getByRole('region', { name: 'Vurderinger og merker' });
    const badges = rating.getByRole('list', { name: 'Merker' }).getByRole('listitem');
    await expect(badges).toHaveCount(2);
    for (const badge of await badges.all()) await expect(badge).toContainText(/Du har merket nå|Ikke ennå/);

    for (const title of figureTitles) {
      const section = page.getByRole('region', { name: title });
      await expect(section.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(section.getByText('Kundene ser')).toBeVisible();
      await expect(section.getByText(/^\d+ av \d+ hendelser teller med$/)).toBeVisible();
    }
    // A year of bookings: every figure has events, each with its date, kind, a link and why it counted.
    const acceptance = page.getByRole('region', { name: 'Godtar forespørsler' });
    const events = acceptance.getByRole('list', { name: 'Hendelser, nyeste først' }).getByRole('listitem');
    await expect(events.first()).toBeVisible();
    await expect(events.first().getByText(verdictSentence)).toBeVisible();
    await expect(events.first().getByRole('link')).toHaveAttribute('href', /^\/agent\/(bestillinger|tilbud)\/[0-9a-f-]{36}$/);
    const cancellations = page.getByRole('region', { name: 'Avlyser' }).getByRole('list', { name: 'Hendelser, nyeste først' }).getByRole('listitem');
    await expect(cancellations.first().getByText(verdictSentence)).toBeVisible();
    await expect(cancellations.first().getByText('Bestilling', { exact: true })).toBeVisible();

    await expectAccessible(page, '/agent/omdomme');
    await page.screenshot({ path: `${screenshotDir}/track-record-nb.png`, ...wholePage });

    // The event's link opens it.
    const firstLink = events.first().getByRole('link');
    const href = await firstLink.getAttribute('href');
    await firstLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));

    // English, the same page.
    await page.goto('/agent/omdomme?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Track record' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Accepts requests' }).getByText(/^\d+ counted of \d+ events$/)).toBeVisible();
    await expectAccessible(page, '/agent/omdomme in English');
    await page.screenshot({ path: `${screenshotDir}/track-record-en.png`, ...wholePage });

    // What customers see: the same three figures, each with how it is counted.
    await page.goto(`/tilbyder/${provider.id}?lng=nb`);
    const figures = page.getByRole('complementary', { name: 'Nøkkeltall' });
    await expect(figures.getByText('Godtar forespørsler')).toBeVisible();
    await expect(figures.getByText(/^Andel forespørsler godtatt eller besvart med tilbud/)).toBeVisible();
    await expect(figures.getByText(/^Snittet av tiden til første svar/)).toBeVisible();
    await expect(figures.getByText(/^Andel bekreftede oppdrag leverandøren avlyste/)).toBeVisible();
    await expectAccessible(page, 'a provider profile with explained figures');
    await page.screenshot({ path: `${screenshotDir}/profile-figures-nb.png`, ...wholePage });
  });

  test('the figures read well on a phone @phone', async ({ page }) => {
    await signInAsDemoProvider(page, '90000003');
    await page.goto('/agent/omdomme');
    await expect(page.getByRole('heading', { level: 1, name: 'Dine tall' })).toBeVisible();
    for (const title of figureTitles) await expect(page.getByRole('region', { name: title })).toBeVisible();
    await expectAccessible(page, '/agent/omdomme on a phone');
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${screenshotDir}/track-record-phone-nb.png`, ...wholePage });
  });
});
