import { execFileSync } from 'node:child_process';
import { expect, request, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { aPerson, signUpViaApi, signUpWithRequest } from './accounts.ts';
import { e2eBaseUrl, e2eDatabaseUrl } from './e2e-env.ts';
import { payCheckoutViaApi } from './payments.ts';
import { makeAdmin, registerViaApi } from './providers.ts';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;
let adminSession: Promise<StorageState> | undefined;

/**
 * An API client signed in as this worker's own admin: made on first use (signed up through the
 * API, given the role on the command line) and shared by the worker's later tests, for setup
 * that only needs an admin's approval. Tests of the admin console make their own admin.
 */
async function workerAdmin(): Promise<APIRequestContext> {
  adminSession ??= (async () => {
    const client = await request.newContext({ baseURL: e2eBaseUrl });
    try {
      const admin = aPerson('Arne', 'Admin');
      await signUpWithRequest(client, admin);
      makeAdmin(admin.email);
      return await client.storageState();
    } finally {
      await client.dispose();
    }
  })().catch((error: unknown) => {
    adminSession = undefined;
    throw error;
  });
  return request.newContext({ baseURL: e2eBaseUrl, storageState: await adminSession });
}

/** The Oslo date ('YYYY-MM-DD') of an instant, as the calendars address days. */
export const osloDay = (instant: string | Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date(instant));

export type BookableServiceSetup = {
  title: string;
  /** The owner's name, which is also the provider's display name. */
  owner?: [firstName: string, lastName: string];
  instantBooking?: boolean;
  basePriceOre?: number;
  /** Hours of notice before the first bookable start (the schedule's earliestAvailableHours). */
  noticeHours?: number;
  workingHours?: { from: string; to: string };
  /** A custom add-on "Vask av ovn" (350 kr, 30 min, up to 2). */
  withAddon?: boolean;
  included?: string[];
  customerChecklist?: string[];
};

export type BookableService = { serviceId: string; slug: string; providerId: string; ownerName: string };

/**
 * An approved provider signed in on `page`, with a schedule open every day and one service in all
 * of Oslo; everything through the real API, as registration, review and the dashboard do it.
 * The worker's admin approves the registration; `browser` is no longer used and stays for the
 * callers' sake.
 */
export async function aBookableService(page: Page, browser: Browser, setup: BookableServiceSetup): Promise<BookableService> {
  const owner = aPerson(...(setup.owner ?? ['Petra', 'Planlegger']));
  await signUpViaApi(page, owner);
  const providerId = await registerViaApi(page, owner);

  const admin = await workerAdmin();
  try {
    const approved = await admin.post(`/api/admin/providers/${providerId}/approve`);
    expect(approved.ok(), await approved.text()).toBe(true);
  } finally {
    await admin.dispose();
  }

  const instantBooking = setup.instantBooking ?? false;
  if (instantBooking) await setInstantBooking(page, providerId, true);
  const days = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
  const schedule = await page.request.put(`/api/provider/${providerId}/schedule`, {
    data: {
      isAvailable: true,
      instantBooking,
      horizonDays: 120,
      weekdays: days.map((day) => ({ day, workingHours: [setup.workingHours ?? { from: '08:00', to: '20:00' }] })),
      overrides: [],
      bufferTimeMinutes: 0,
      maxDailyBookings: null,
      earliestAvailableHours: setup.noticeHours ?? 0,
    },
  });
  expect(schedule.ok(), await schedule.text()).toBe(true);

  const offering = {
    title: setup.title,
    description: 'Grundig vask av hele leiligheten.',
    priceType: 'fixed',
    basePriceOre: setup.basePriceOre ?? 150_000,
    baseDurationMinutes: 120,
    areas: ['oslo'],
    included: setup.included ?? [],
    customerChecklist: setup.customerChecklist ?? [],
    addons: setup.withAddon
      ? [{ title: 'Vask av ovn', description: null, unitType: 'custom', unitPriceOre: 35_000, unitTimeMinutes: 30, maxUnits: 2, unitsInBasePrice: 0 }]
      : [],
  };
  const created = await page.request.post('/api/service', { multipart: { offering: JSON.stringify(offering) } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: serviceId, slug } = (await created.json()) as { id: string; slug: string };
  return { serviceId, slug, providerId, ownerName: `${owner.firstName} ${owner.lastName}` };
}

/** Switches the provider's instant booking on or off, as the profile editor does. */
export async function setInstantBooking(page: Page, providerId: string, instantBooking: boolean): Promise<void> {
  const me = (await (await page.request.get('/api/provider/me')).json()) as {
    profile: { displayName: string; tagline: string | null; description: string; categoryId: string; content: unknown };
  };
  const { displayName, tagline, description, categoryId, content } = me.profile;
  const profile = await page.request.post(`/api/provider/${providerId}/profile`, {
    multipart: { profile: JSON.stringify({ displayName, tagline, description, categoryId, content, instantBooking }) },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
}

/** The first start time the service offers (not before `notBefore`), looking through this year and the next. */
export async function firstFreeStart(page: Page, serviceId: string, notBefore = new Date(0)): Promise<string> {
  const year = new Date().getFullYear();
  for (const candidate of [year, year + 1]) {
    const answer = await page.request.get(`/api/explore/services/${serviceId}/days-available?year=${candidate}&addonMinutes=0`);
    expect(answer.ok(), await answer.text()).toBe(true);
    for (const day of ((await answer.json()) as { days: string[] }).days) {
      const times = await page.request.get(`/api/explore/services/${serviceId}/times-available?day=${day}&addonMinutes=0`);
      const first = ((await times.json()) as { times: string[] }).times.find((time) => new Date(time) >= notBefore);
      if (first) return first;
    }
  }
  throw new Error(`service ${serviceId} has no free time`);
}

/** The signed-in customer on `page` asks for the service's first free time two hours or more ahead, as the booking form does. */
export async function requestViaApi(page: Page, serviceId: string, extra: { note?: string } = {}): Promise<{ bookingId: string; startTime: string }> {
  // A request waits for its answer until its start at the latest, and expires then: a start
  // minutes away (the next half hour, with no notice) would expire while the test uses it.
  const startTime = await firstFreeStart(page, serviceId, new Date(Date.now() + 2 * 3_600_000));
  const created = await page.request.post('/api/custom-request/service', {
    data: { serviceId, startTime, deliveryPlace: { street: 'Storgata 1', postalCode: '0155' }, addons: [], ...extra },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { bookingId: ((await created.json()) as { id: string }).id, startTime };
}

/**
 * Clicks the first whole day with free times and answers its date. The first open day may be
 * today, whose last times run out while a test books them, so it takes the one after: tomorrow
 * or later, open all day (turning to the next month when this one has no such day).
 */
export async function chooseOpenDay(dialog: Locator, nextMonth: string): Promise<string> {
  const open = dialog.locator('[data-date]:not([aria-disabled="true"])');
  const today = await dialog.evaluate(() => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date()));
  const whole = dialog.locator(`[data-date]:not([aria-disabled="true"]):not([data-date="${today}"])`);
  if ((await whole.count()) === 0) await dialog.getByRole('button', { name: nextMonth }).click();
  await expect(open.first()).toBeVisible();
  const day = whole.first();
  const date = (await day.getAttribute('data-date')) ?? '';
  await day.click();
  return date;
}

/**
 * A booking of `serviceId` (an instant-booking service) that `customer` booked and paid by card
 * and its provider (`provider`, signed in as its owner) marked done. The first free time is always
 * ahead and a booking is done only once it has started, so that one booking is moved three hours
 * back in the suite's own database before it is marked done.
 */
export async function aDoneBooking(provider: Page, customer: Page, serviceId: string): Promise<{ id: string; orderNumber: string }> {
  const startTime = await firstFreeStart(customer, serviceId);
  const booked = await customer.request.post('/api/booking', {
    data: { serviceId, startTime, deliveryPlace: { street: 'Storgata 1', postalCode: '0155' }, addons: [], paymentMethod: 'card', acceptTerms: true },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id, orderNumber, checkout } = (await booked.json()) as { id: string; orderNumber: string; checkout: { paymentId: string; url: string } | null };
  if (checkout) await payCheckoutViaApi(customer, checkout);
  execFileSync('psql', [
    e2eDatabaseUrl,
    '-qc',
    `update booking set starts_at = now() - interval '3 hours', ends_at = now() - interval '1 hour', busy_until = now() - interval '1 hour' where id = '${id}'`,
  ]);
  const done = await provider.request.post(`/api/booking/${id}/done`);
  expect(done.ok(), await done.text()).toBe(true);
  return { id, orderNumber };
}
