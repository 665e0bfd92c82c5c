import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { createService, createProvider } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { bookingDeadlineJob } from '#workers/jobs/bookings/booking-deadline.job.ts';
import { expireJobId, remindJobId } from './booking-deadlines.ts';

// A Tuesday morning; the default schedule works weekdays 08:00–16:00 Oslo with 24 hours' notice.
// Requests are for the Thursday after next, so both 72-hour deadlines fall before the start.
const start = '2026-12-01T08:00:00Z';
const thursdayTen = '2026-12-10T09:00:00.000Z';
const saturdayTen = '2026-12-05T09:00:00.000Z';
const hour = 3_600_000;
const clock = new ManualClock(start);
const app = await buildTestApp({ clock });
const em = app.orm.em.fork();
const runJob = bookingDeadlineJob(app.orm, clock, app.queues.outboundMessages);

async function setup(areas = ['oslo']) {
  clock.set(start);
  const provider = await createProvider(em);
  const service = await createService(em, provider, { areas, basePriceOre: 120_000, baseDurationMinutes: 90 });
  const customer = await createTestUser(em);
  return {
    service,
    customer: await sessionCookieFor(app, customer.id),
    providerCookie: await sessionCookieFor(app, provider.owner.id),
  };
}

async function ask(cookie: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/custom-request/service', cookies: { sid: cookie }, payload: body });
}

const requestBody = (serviceId: string, extra: Record<string, unknown> = {}) => ({
  serviceId,
  startTime: thursdayTen,
  deliveryPlace: { street: 'Storgata 1', postalCode: '0155' },
  addons: [],
  ...extra,
});

async function act(cookie: string, id: string, action: 'accept' | 'cancel' | 'decline', payload?: unknown) {
  return app.inject({ method: 'POST', url: `/api/booking/${id}/${action}`, cookies: { sid: cookie }, ...(payload ? { payload } : {}) });
}

async function status(cookie: string, id: string) {
  return (await app.inject({ method: 'GET', url: `/api/booking/${id}`, cookies: { sid: cookie } })).json().status as string;
}

describe('booking on request', () => {
  it('creates a request the provider must answer within 72 hours, and expires it when nobody answers', async () => {
    const { service, customer } = await setup();
    const response = await ask(customer, requestBody(service.id));
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking).toMatchObject({ status: 'awaiting_provider', priceOre: 120_000, startsAt: thursdayTen, endsAt: '2026-12-10T10:30:00.000Z' });
    expect(booking.providerAnswerBy).toBe(new Date(Date.parse(start) + 72 * hour).toISOString());
    const expiry = await app.queues.bookingDeadlines.getJob(expireJobId(booking.id, 'provider_answer'));
    expect(expiry?.opts.delay).toBe(72 * hour);
    const reminder = await app.queues.bookingDeadlines.getJob(remindJobId(booking.id, 'provider_answer'));
    expect(reminder?.opts.delay).toBe(60 * hour);

    // Early by the clock the job does nothing.
    clock.advance(71 * hour);
    expect(await runJob({ data: { type: 'expire', bookingId: booking.id, deadline: 'provider_answer' } })).toBe(false);
    expect(await status(customer, booking.id)).toBe('awaiting_provider');
    clock.advance(1 * hour);
    expect(await runJob({ data: { type: 'expire', bookingId: booking.id, deadline: 'provider_answer' } })).toBe(true);
    expect(await status(customer, booking.id)).toBe('expired');
    // A second run changes nothing.
    expect(await runJob({ data: { type: 'expire', bookingId: booking.id, deadline: 'provider_answer' } })).toBe(false);
    expect(await status(customer, booking.id)).toBe('expired');
  });

  it('gives the customer 72 hours to pay after acceptance, then expires the booking', async () => {
    const { service, customer, providerCookie } = await setup();
    const booking = (await ask(customer, requestBody(service.id))).json();
    clock.advance(10 * hour);
    const accepted = await act(providerCookie, booking.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'awaiting_payment', paymentDueBy: new Date(Date.parse(start) + 82 * hour).toISOString() });
    // Accepting twice answers the booking unchanged.
    expect((await act(providerCookie, booking.id, 'accept')).json().status).toBe('awaiting_payment');

    // The provider's answer deadline no longer applies once accepted.
    clock.advance(70 * hour);
    expect(await runJob({ data: { type: 'expire', bookingId: booking.id, deadline: 'provider_answer' } })).toBe(false);
    expect(await runJob({ data: { type: 'expire', bookingId: booking.id, deadline: 'payment' } })).toBe(false);
    clock.advance(2 * hour);
    expect(await runJob({ data: { type: 'expire', bookingId: booking.id, deadline: 'payment' } })).toBe(true);
    expect(await runJob({ data: { type: 'expire', bookingId: booking.id, deadline: 'payment' } })).toBe(false);
    expect(await status(customer, booking.id)).toBe('expired');
  });

  it('expires by the sweep a request whose job was lost', async () => {
    const { service, customer } = await setup();
    const booking = (await ask(customer, requestBody(service.id))).json();
    await app.queues.bookingDeadlines.remove(expireJobId(booking.id, 'provider_answer'));
    clock.advance(72 * hour + 1000);
    expect(await runJob({ data: { type: 'sweep' } })).toBeGreaterThanOrEqual(1);
    expect(await status(customer, booking.id)).toBe('expired');
  });

  it('lets only the customer and the provider see a booking, and only the customer cancel it', async () => {
    const { service, customer, providerCookie } = await setup();
    const booking = (await ask(customer, requestBody(service.id))).json();
    const stranger = await sessionCookieFor(app, (await createTestUser(em)).id);
    expect((await app.inject({ method: 'GET', url: `/api/booking/${booking.id}`, cookies: { sid: stranger } })).statusCode).toBe(404);
    expect((await act(stranger, booking.id, 'cancel')).statusCode).toBe(404);
    expect(await status(providerCookie, booking.id)).toBe('awaiting_provider');
    expect((await act(providerCookie, booking.id, 'cancel')).statusCode).toBe(403);
    expect((await act(customer, booking.id, 'accept')).statusCode).toBe(403);
    const cancelled = await act(customer, booking.id, 'cancel');
    expect(cancelled.json().status).toBe('cancelled');
    expect((await act(providerCookie, booking.id, 'accept')).statusCode).toBe(409);
  });

  it('needs a reason of at least 10 characters to decline', async () => {
    const { service, customer, providerCookie } = await setup();
    const booking = (await ask(customer, requestBody(service.id))).json();
    expect((await act(providerCookie, booking.id, 'decline', { reason: 'Nei' })).statusCode).toBe(400);
    expect(await status(customer, booking.id)).toBe('awaiting_provider');
    const declined = await act(providerCookie, booking.id, 'decline', { reason: 'Jeg er bortreist den uken.' });
    expect(declined.json()).toMatchObject({ status: 'request_denied', declineReason: 'Jeg er bortreist den uken.' });
  });

  it('refuses an address outside the service areas, a missing address or date, and a time outside the schedule', async () => {
    const { service, customer } = await setup(['bergen']);
    const outside = await ask(customer, requestBody(service.id));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Provider does not deliver to the selected address.');

    const noAddress = await ask(customer, requestBody(service.id, { deliveryPlace: undefined }));
    expect(noAddress.json().data.issues[0].message).toBe('Please choose an address');
    const letters = await ask(customer, requestBody(service.id, { deliveryPlace: { street: 'Storgata 1', postalCode: '01a5' } }));
    expect(letters.statusCode).toBe(400);
    expect(letters.json().data.issues).toEqual([{ path: 'deliveryPlace', key: 'error.postal_code.invalid', message: 'The postal code must be four digits' }]);
    const noDate = await ask(customer, requestBody(service.id, { startTime: 'snart' }));
    expect(noDate.json().data.issues[0].message).toBe('Please pick a date');

    const oslo = await setup();
    const weekend = await ask(oslo.customer, requestBody(oslo.service.id, { startTime: saturdayTen }));
    expect(weekend.statusCode).toBe(409);
    expect(weekend.json().message).toBe('Time is already booked.');
  });

  it('accepts two requests for one slot, but accepting the second after the first is 409', async () => {
    const { service, customer, providerCookie } = await setup();
    const other = await sessionCookieFor(app, (await createTestUser(em)).id);
    const first = (await ask(customer, requestBody(service.id))).json();
    const second = await ask(other, requestBody(service.id));
    expect(second.statusCode).toBe(201);
    expect((await act(providerCookie, first.id, 'accept')).statusCode).toBe(200);
    const clash = await act(providerCookie, second.json().id, 'accept');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Time is already booked.');
    expect(await status(other, second.json().id)).toBe('awaiting_provider');
  });

  it('reminds the provider only while the request still waits for an answer', async () => {
    const { service, customer, providerCookie } = await setup();
    const booking = (await ask(customer, requestBody(service.id))).json();
    clock.advance(60 * hour);
    expect(await runJob({ data: { type: 'remind', bookingId: booking.id, deadline: 'provider_answer' } })).toBe(true);
    await act(providerCookie, booking.id, 'decline', { reason: 'Jeg er bortreist den uken.' });
    expect(await runJob({ data: { type: 'remind', bookingId: booking.id, deadline: 'provider_answer' } })).toBe(false);
  });

  it('refuses a disabled service', async () => {
    const { service, customer } = await setup();
    service.enabled = false;
    await em.flush();
    const response = await ask(customer, requestBody(service.id));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Service is not available');
  });
});
