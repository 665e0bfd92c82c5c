import { expect, test, type Page } from '@playwright/test';
import { defaultSchedule } from '#shared/providers/schedule.schema.ts';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, signUpViaApi } from './support/accounts.ts';
import { screenshotDir } from './support/app.ts';
import { makeAdmin, registerViaApi } from './support/providers.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** An approved provider with one service, bookable every day: everything through the real API. */
async function aBookableService(page: Page, admin: Page): Promise<string> {
  const provider = aPerson('Kari', 'Vaskesen');
  await signUpViaApi(page, provider);
  const providerId = await registerViaApi(page, provider);
  const adminPerson = aPerson('Ada', 'Admin');
  await signUpViaApi(admin, adminPerson);
  makeAdmin(adminPerson.email);
  const approved = await admin.request.post(`/api/admin/providers/${providerId}/approve`);
  expect(approved.ok(), await approved.text()).toBe(true);

  const everyDay = (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const).map((day) => ({
    day,
    workingHours: [{ from: '08:00', to: '20:00' }],
  }));
  const schedule = await page.request.put(`/api/provider/${providerId}/schedule`, { data: { ...defaultSchedule, weekdays: everyDay } });
  expect(schedule.ok(), await schedule.text()).toBe(true);
  const offering = {
    title: 'Flyttevask av leilighet',
    description: 'Grundig vask av hele leiligheten før du flytter ut.',
    priceType: 'fixed',
    basePriceOre: 129_000,
    baseDurationMinutes: 120,
    included: ['Vask av alle rom'],
    customerChecklist: ['Tøm skapene'],
    areas: ['oslo'],
  };
  const service = await page.request.post('/api/service', { multipart: { offering: JSON.stringify(offering) } });
  expect(service.ok(), await service.text()).toBe(true);
  return ((await service.json()) as { id: string }).id;
}

/** The customer asks for the first free time through the same call the booking form makes. */
async function requestBooking(page: Page, serviceId: string): Promise<string> {
  const year = new Date().getFullYear();
  let days: string[] = [];
  for (const candidate of [year, year + 1]) {
    const answer = await page.request.get(`/api/explore/services/${serviceId}/days-available?year=${candidate}&addonMinutes=0`);
    expect(answer.ok(), await answer.text()).toBe(true);
    days = ((await answer.json()) as { days: string[] }).days;
    if (days.length) break;
  }
  expect(days.length).toBeGreaterThan(0);
  const times = await page.request.get(`/api/explore/services/${serviceId}/times-available?day=${days[0]}&addonMinutes=0`);
  const startTime = ((await times.json()) as { times: string[] }).times[0];
  expect(startTime).toBeTruthy();
  const created = await page.request.post('/api/custom-request/service', {
    data: { serviceId, startTime, deliveryPlace: { street: 'Storgata 1', postalCode: '0155' }, addons: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
  await page.setViewportSize(phone);
  await page.screenshot({ path: `${screenshotDir}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(desktop);
}

test.describe('customer bookings', () => {
  test('a customer finds a request, cancels it free of charge and finds it in the archive', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    const providerContext = await browser.newContext();
    const adminContext = await browser.newContext();
    const serviceId = await aBookableService(await providerContext.newPage(), await adminContext.newPage());
    await adminContext.close();
    await providerContext.close();

    await signUpViaApi(page, aPerson('Ola', 'Kunde'));
    const bookingId = await requestBooking(page, serviceId);

    await page.goto('/');
    await page.getByTestId('site-header').getByRole('link', { name: 'Mine bookinger' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mine bookinger' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ingen aktive bookinger' })).toBeVisible();
    await page.getByRole('tab', { name: 'Forespørsler' }).click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Flyttevask av leilighet' }) });
    await expect(row.getByText('Venter på svar')).toBeVisible();
    await expect(row.getByText('Hos Kari Vaskesen')).toBeVisible();
    await expect(row.getByText(/Leverandøren har 2 dager og 23 timer på å svare/)).toBeVisible();
    await expectAccessible(page, 'bookings list (nb)');
    await shoot(page, 'customer-bookings-requests');

    await row.getByRole('link', { name: 'Flyttevask av leilighet' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/bookings/${bookingId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Flyttevask av leilighet' })).toBeVisible();
    await expect(page.getByText('Storgata 1, 0155 Oslo')).toBeVisible();
    await expect(page.getByText('Gratis avbestilling frem til 48 timer før start.')).toBeVisible();
    await expect(page.getByText('Tøm skapene')).toBeVisible();
    await expectAccessible(page, 'booking details (nb)');
    await shoot(page, 'customer-booking-details');

    await page.getByRole('button', { name: 'Avbestill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vil du avbestille?' });
    await expect(dialog.getByText(/^Avbestillingsgebyr 0\skr\./)).toBeVisible();
    await expectAccessible(page, 'cancel dialog (nb)');
    await page.screenshot({ path: `${screenshotDir}/customer-booking-cancel.png` });
    await dialog.getByRole('button', { name: 'Ja, avbestill' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Bookingen er avbestilt.').first()).toBeVisible();
    await expect(page.getByText('Avbestilt av deg.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Avbestill' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Tilbake til bookingene' }).click();
    await page.getByRole('tab', { name: 'Arkiv' }).click();
    const archived = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Flyttevask av leilighet' }) });
    await expect(archived.getByText('Avbestilt')).toBeVisible();
    await page.getByRole('tab', { name: 'Forespørsler' }).click();
    await expect(page.getByRole('heading', { name: 'Ingen forespørsler' })).toBeVisible();

    // The same screens in English.
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.goto('/account/bookings?tab=archive');
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    await expect(page.getByRole('listitem').getByText('Cancelled')).toBeVisible();
    await expectAccessible(page, 'bookings list (en)');
    await shoot(page, 'customer-bookings-archive-en');
    await page.goto(`/account/bookings/${bookingId}`);
    await expect(page.getByText('Cancelled by you.')).toBeVisible();
    await expect(page.getByText('Free cancellation until 48 hours before the start.')).toBeVisible();
    await expectAccessible(page, 'booking details (en)');
    await shoot(page, 'customer-booking-details-en');
  });
});
