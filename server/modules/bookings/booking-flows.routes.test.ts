import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { AuditLogEntity } from '#server/modules/admin/audit-log.entity.ts';
import { LocalBookingPayments } from '#server/modules/payments/local-booking-payments.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { bookingRequestBody, createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { latestOutboxMessage, startTestWorkers } from '#server/test/test-workers.ts';
import { bookingDeadlineJob } from '#workers/jobs/bookings/booking-deadline.job.ts';
import { chargeKey } from './booking-payment.service.ts';

// Tuesday 09:00 in Oslo. The default schedule works weekdays 08:00–16:00 with 24 hours' notice.
const start = '2026-12-01T08:00:00Z';
const thursdayTen = '2026-12-03T09:00:00.000Z';
const thursdayNoon = '2026-12-03T11:00:00.000Z';
const fridayTen = '2026-12-04T09:00:00.000Z';
const hour = 3_600_000;
const clock = new ManualClock(start);
let declining = false;
const payments = new LocalBookingPayments({ decline: () => declining });
const app = await buildTestApp({ clock, payments });
startTestWorkers(app);
const em = app.orm.em.fork();
const runJob = bookingDeadlineJob(app.orm, clock, app.queues.outboundMessages);

async function setup(options: { instantBooking?: boolean; type?: 'event' | 'dailylife' } = {}) {
  clock.set(start);
  declining = false;
  const category = await createCategory(em, { type: options.type ?? 'dailylife' });
  const provider = await createProvider(em, { instantBooking: options.instantBooking ?? true, category });
  const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
  const customerUser = await createTestUser(em);
  return {
    service,
    provider,
    customerUser,
    customer: await sessionCookieFor(app, customerUser.id),
    providerCookie: await sessionCookieFor(app, provider.owner.id),
  };
}

const bookingBody = (serviceId: string, extra: Record<string, unknown> = {}) => bookingRequestBody(serviceId, thursdayTen, extra);

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, cookies: { sid: cookie }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

describe('direct booking', () => {
  it('books and pays at once, charges once, and tells both sides', async () => {
    const { service, customer, customerUser, provider } = await setup();
    const response = await call(customer, 'POST', '/booking', bookingBody(service.id));
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking).toMatchObject({ status: 'confirmed', priceOre: 100_000, paymentMethod: 'card', cancellationPolicy: 'simple', viewerRole: 'customer' });
    expect(booking.actions).toMatchObject({ cancel: true, pay: false, changeTime: true });
    expect(payments.charges.get(chargeKey(booking.id, 100_000))).toMatchObject({ amountOre: 100_000, method: 'card' });
    // Paying again changes nothing and charges nothing more.
    const again = await call(customer, 'POST', `/booking/${booking.id}/pay`, { paymentMethod: 'card', acceptTerms: true });
    expect(again.json().status).toBe('confirmed');
    expect([...payments.charges.values()].filter((charge) => charge.bookingId === booking.id)).toHaveLength(1);

    const receipt = await latestOutboxMessage(app, customerUser.email, (entry) => entry.text.includes(booking.orderNumber));
    expect(receipt.subject).toContain('Bestillingen er bekreftet');
    const owner = await em.findOneOrFail(UserEntity, provider.owner.id);
    const sms = await latestOutboxMessage(app, owner.phone, (entry) => entry.text.includes(booking.orderNumber));
    expect(sms.text).toContain('Ny bestilling');
  });

  it('refuses a provider that answers requests only, missing terms, and a time that is taken', async () => {
    const requestOnly = await setup({ instantBooking: false });
    const refused = await call(requestOnly.customer, 'POST', '/booking', bookingBody(requestOnly.service.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.key).toBe('error.booking.instant_booking_off');

    const { service, customer } = await setup();
    const noTerms = await call(customer, 'POST', '/booking', bookingBody(service.id, { acceptTerms: false }));
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().data.issues[0]).toMatchObject({ path: 'acceptTerms', key: 'error.auth.terms_required' });
    expect((await call(customer, 'POST', '/booking', bookingBody(service.id))).statusCode).toBe(201);
    const other = await sessionCookieFor(app, (await createTestUser(em)).id);
    const taken = await call(other, 'POST', '/booking', bookingBody(service.id));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'Time is already booked.', data: { key: 'error.booking.time_already_booked' } });
  });

  it('gives exactly one of 50 customers booking the same time at once the booking, every round', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { service } = await setup();
      const cookies = await Promise.all(Array.from({ length: 50 }, async () => sessionCookieFor(app, (await createTestUser(em)).id)));
      const responses = await Promise.all(cookies.map((cookie) => call(cookie, 'POST', '/booking', bookingBody(service.id))));
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes.filter((code) => code === 201)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(49);
    }
  });

  it('keeps a booking whose payment failed payable for the hold, then frees the time', async () => {
    const { service, customer, customerUser } = await setup();
    // A business customer, who may pay by invoice.
    customerUser.orgNumber = '923609016';
    await em.flush();
    declining = true;
    const failed = await call(customer, 'POST', '/booking', bookingBody(service.id));
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toMatchObject({ message: 'Something went wrong processing your payment!', data: { key: 'error.payment.failed' } });
    const [held] = (await call(customer, 'GET', '/booking/customer?tab=active')).json().data;
    expect(held.status).toBe('hold');
    // The time stays taken while the customer tries again.
    const other = await sessionCookieFor(app, (await createTestUser(em)).id);
    expect((await call(other, 'POST', '/booking', bookingBody(service.id))).statusCode).toBe(409);
    declining = false;
    const paid = await call(customer, 'POST', `/booking/${held.id}/pay`, { paymentMethod: 'invoice', acceptTerms: true });
    expect(paid.json()).toMatchObject({ status: 'confirmed', paymentMethod: 'invoice' });

    // A hold nobody pays expires 15 minutes later and the time is free again.
    declining = true;
    expect((await call(other, 'POST', '/booking', bookingBody(service.id, { startTime: fridayTen }))).statusCode).toBe(402);
    clock.advance(15 * 60_000 + 1);
    expect(await runJob({ data: { type: 'sweep' } })).toBeGreaterThanOrEqual(1);
    declining = false;
    expect((await call(customer, 'POST', '/booking', bookingBody(service.id, { startTime: fridayTen }))).statusCode).toBe(201);
  });
});

describe('request, accept, pay', () => {
  it('runs the whole request flow and the payment deadline', async () => {
    const { service, customer, providerCookie } = await setup({ instantBooking: false });
    // A week ahead, so both 72-hour deadlines fall before the start.
    const { paymentMethod: _method, acceptTerms: _terms, ...requestBody } = bookingBody(service.id, { startTime: '2026-12-10T09:00:00.000Z' });
    const requested = (await call(customer, 'POST', '/custom-request/service', requestBody)).json();
    expect(requested.actions).toMatchObject({ pay: false, cancel: true });
    const seenByProvider = (await call(providerCookie, 'GET', `/booking/${requested.id}`)).json();
    expect(seenByProvider).toMatchObject({ viewerRole: 'provider', actions: { accept: true, decline: true, cancel: false } });
    // Not before acceptance.
    expect((await call(customer, 'POST', `/booking/${requested.id}/pay`, { paymentMethod: 'card', acceptTerms: true })).statusCode).toBe(409);

    clock.advance(71 * hour);
    expect((await call(providerCookie, 'POST', `/booking/${requested.id}/accept`)).json().status).toBe('awaiting_payment');
    clock.advance(71 * hour);
    const paid = await call(customer, 'POST', `/booking/${requested.id}/pay`, { paymentMethod: 'card', acceptTerms: true });
    expect(paid.json()).toMatchObject({ status: 'confirmed', paymentDueBy: null });
    // The deadline job that comes later finds nothing to expire.
    clock.advance(2 * hour);
    expect(await runJob({ data: { type: 'expire', bookingId: requested.id, deadline: 'payment' } })).toBe(false);
  });

  it('never sets a deadline after the start: a request for a time 49 hours away must be answered by then', async () => {
    const { service, customer, providerCookie } = await setup({ instantBooking: false });
    const { paymentMethod: _method, acceptTerms: _terms, ...requestBody } = bookingBody(service.id);
    const requested = (await call(customer, 'POST', '/custom-request/service', requestBody)).json();
    expect(requested.providerAnswerBy).toBe(thursdayTen);
    clock.advance(24 * hour);
    const accepted = (await call(providerCookie, 'POST', `/booking/${requested.id}/accept`)).json();
    expect(accepted.paymentDueBy).toBe(thursdayTen);
  });

  it('refuses an answer after the 72 hours, even before the expiry job ran', async () => {
    const { service, customer, providerCookie } = await setup({ instantBooking: false });
    const { paymentMethod: _method, acceptTerms: _terms, ...requestBody } = bookingBody(service.id, { startTime: fridayTen });
    const requested = (await call(customer, 'POST', '/custom-request/service', requestBody)).json();
    clock.advance(72 * hour);
    const late = await call(providerCookie, 'POST', `/booking/${requested.id}/accept`);
    expect(late.statusCode).toBe(409);
  });
});

describe('cancellation', () => {
  it('shows the fee first and charges it by the Simple policy at 48 hours', async () => {
    const { service, customer, customerUser, providerCookie } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    // 49 hours before the start: free.
    expect((await call(customer, 'GET', `/booking/${booking.id}/cancellation`)).json()).toMatchObject({ policy: 'simple', feeOre: 0, refundOre: 100_000, freeUntil: '2026-12-01T09:00:00.000Z' });
    clock.set('2026-12-01T09:00:00Z');
    expect((await call(customer, 'GET', `/booking/${booking.id}/cancellation`)).json()).toMatchObject({ feeOre: 0 });
    clock.set('2026-12-01T09:00:00.001Z');
    expect((await call(customer, 'GET', `/booking/${booking.id}/cancellation`)).json()).toMatchObject({ feeOre: 100_000, refundOre: 0 });

    // Providers cannot cancel; they are told to contact support.
    const byProvider = await call(providerCookie, 'POST', `/booking/${booking.id}/cancel`, {});
    expect(byProvider.statusCode).toBe(403);
    expect(byProvider.json().data.key).toBe('error.booking.provider_cannot_cancel');
    // Another customer learns nothing.
    const other = await sessionCookieFor(app, (await createTestUser(em)).id);
    expect((await call(other, 'GET', `/booking/${booking.id}`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/booking/${booking.id}/cancel`, {})).statusCode).toBe(404);
    expect((await call(other, 'GET', `/booking/${booking.id}/cancellation`)).statusCode).toBe(404);

    // The customer saw the free quote before the boundary passed: refused, nothing changes.
    const stale = await call(customer, 'POST', `/booking/${booking.id}/cancel`, { expectedFeeOre: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.key).toBe('error.booking.fee_changed');
    const cancelled = await call(customer, 'POST', `/booking/${booking.id}/cancel`, { expectedFeeOre: 100_000 });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', whoCancelled: 'customer', cancellationFeeOre: 100_000, refund: false });
    // The customer is told too, plainly that nothing comes back.
    const confirmation = await latestOutboxMessage(app, customerUser.email, (entry) => (entry.subject ?? '').startsWith('Du har avbestilt'));
    expect(confirmation.text).toContain(`(${booking.orderNumber})`);
    expect(confirmation.text.replace(/\u00a0/g, ' ')).toContain('avbestillingsgebyret er hele prisen, 1 000 kr, og du får ingenting tilbake');
  });

  it('sends only the e-mails and SMS each side wants, but always the receipt of a refund', async () => {
    const { service, customer, customerUser, provider, providerCookie } = await setup();
    const quiet = { bookings: { email: true, sms: false }, requests: { email: true, sms: true }, messages: { email: true, sms: true } };
    expect((await call(providerCookie, 'PUT', '/user/notification-settings', quiet)).json().notificationSettings).toEqual(quiet);
    const noMail = { ...quiet, bookings: { email: false, sms: false } };
    expect((await call(customer, 'PUT', '/user/notification-settings', noMail)).statusCode).toBe(200);

    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    const owner = await em.findOneOrFail(UserEntity, provider.owner.id);
    const queued = async (to: string) =>
      (await app.queues.outboundMessages.getJobs(['waiting', 'delayed', 'completed', 'active', 'prioritized']))
        .filter((job) => job.data.to === to && job.data.text.includes(booking.orderNumber))
        .map((job) => job.data.channel);
    // The provider hears by e-mail only; the customer gets no confirmation e-mail.
    expect(await queued(owner.email)).toEqual(['email']);
    expect(await queued(owner.phone)).toEqual([]);
    expect(await queued(customerUser.email)).toEqual([]);
    // Cancelling with money back: the receipt goes all the same.
    const quote = (await call(customer, 'GET', `/booking/${booking.id}/cancellation`)).json();
    expect((await call(customer, 'POST', `/booking/${booking.id}/cancel`, { expectedFeeOre: quote.feeOre })).statusCode).toBe(200);
    const receipt = await latestOutboxMessage(app, customerUser.email, (entry) => (entry.subject ?? '').startsWith('Du har avbestilt'));
    expect(receipt.text).toContain(booking.orderNumber);
  });

  it('quotes and cancels nothing once the booking has started', async () => {
    const { service, customer } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    clock.set(thursdayTen);
    const quote = await call(customer, 'GET', `/booking/${booking.id}/cancellation`);
    expect(quote.statusCode).toBe(409);
    expect(quote.json().data.key).toBe('error.booking.not_cancellable');
    expect((await call(customer, 'POST', `/booking/${booking.id}/cancel`, {})).statusCode).toBe(409);
  });

  it('refunds by the Strict policy: 30 % from 30 to 7 days before', async () => {
    const { service, customer, customerUser } = await setup({ type: 'event' });
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id, { startTime: '2026-12-15T09:00:00.000Z' }))).json();
    expect(booking.cancellationPolicy).toBe('strict');
    // Free cancellation ended 30 days before the start, not 7.
    expect((await call(customer, 'GET', `/booking/${booking.id}/cancellation`)).json()).toMatchObject({ feeOre: 30_000, freeUntil: '2026-11-15T09:00:00.000Z' });
    const cancelled = await call(customer, 'POST', `/booking/${booking.id}/cancel`, { expectedFeeOre: 30_000 });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellationFeeOre: 30_000, refund: true });
    expect([...payments.refunds.values()].find((refund) => refund.bookingId === booking.id)?.amountOre).toBe(70_000);
    const confirmation = await latestOutboxMessage(app, customerUser.email, (entry) => (entry.subject ?? '').startsWith('Du har avbestilt'));
    expect(confirmation.text.replace(/\u00a0/g, ' ')).toContain('Avbestillingsgebyr: 300 kr. Du får 700 kr tilbake');
    // The archive shows what was paid and what came back, not the price as if it were all spent.
    const archive = (await call(customer, 'GET', '/booking/customer?tab=archive')).json();
    expect(archive.data.find((row: { id: string }) => row.id === booking.id)).toMatchObject({ status: 'cancelled', priceOre: 100_000, chargedOre: 100_000, refundedOre: 70_000 });
  });
});

describe('moving a booking', () => {
  it('moves to a free time of the same length, refuses a taken one, and tells the other side', async () => {
    const { service, customer, customerUser, provider } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    const other = await sessionCookieFor(app, (await createTestUser(em)).id);
    expect((await call(other, 'POST', '/booking', bookingBody(service.id, { startTime: thursdayNoon }))).statusCode).toBe(201);

    const times = (await call(customer, 'GET', `/provider/${booking.id}/time?day=2026-12-03`)).json().times as string[];
    expect(times).toContain(thursdayTen);
    expect(times).not.toContain(thursdayNoon);
    expect((await call(customer, 'GET', `/provider/${booking.id}/dates?year=2026`)).json().days).toContain('2026-12-04');
    expect((await call(other, 'GET', `/provider/${booking.id}/time?day=2026-12-03`)).statusCode).toBe(404);

    const taken = await call(customer, 'PUT', `/booking/${booking.id}/time`, { from: thursdayNoon, to: '2026-12-03T12:00:00.000Z' });
    expect(taken.statusCode).toBe(409);
    const wrongLength = await call(customer, 'PUT', `/booking/${booking.id}/time`, { from: fridayTen, to: '2026-12-04T11:00:00.000Z' });
    expect(wrongLength.statusCode).toBe(400);
    const moved = await call(customer, 'PUT', `/booking/${booking.id}/time`, { from: fridayTen, to: '2026-12-04T10:00:00.000Z' });
    expect(moved.json()).toMatchObject({ startsAt: fridayTen, endsAt: '2026-12-04T10:00:00.000Z', status: 'confirmed' });
    const owner = await em.findOneOrFail(UserEntity, provider.owner.id);
    // The workers deliver in their own time: wait for the message about the move, not the booking's own.
    const movedMessage = await latestOutboxMessage(app, owner.email, (entry) => entry.text.includes(booking.orderNumber) && (entry.subject ?? '').includes('Nytt tidspunkt'));
    expect(movedMessage.text).toContain('er flyttet fra');
    // The customer who moved it gets a confirmation.
    const confirmation = await latestOutboxMessage(app, customerUser.email, (entry) => entry.text.includes(booking.orderNumber) && entry.text.includes('Du har flyttet'));
    expect(confirmation.text).toContain('Leverandøren har fått beskjed.');
    // The old time is free for others now.
    expect((await call(other, 'POST', '/booking', bookingBody(service.id))).statusCode).toBe(201);
  });

  it('refuses a move of a confirmed booking after the cancellation deadline', async () => {
    const { service, customer } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    clock.set('2026-12-01T10:00:00Z');
    const late = await call(customer, 'PUT', `/booking/${booking.id}/time`, { from: fridayTen, to: '2026-12-04T10:00:00.000Z' });
    expect(late.statusCode).toBe(409);
    expect(late.json().data.key).toBe('error.booking.change_not_allowed');
  });
});

describe('done and not done', () => {
  it('lets the provider mark a booking only once it has started, and records why it was not done', async () => {
    const { service, customer, providerCookie } = await setup();
    const first = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    const second = (await call(customer, 'POST', '/booking', bookingBody(service.id, { startTime: thursdayNoon }))).json();
    const early = await call(providerCookie, 'POST', `/booking/${first.id}/done`);
    expect(early.statusCode).toBe(409);
    expect(early.json().data.key).toBe('error.booking.not_started');
    expect((await call(customer, 'POST', `/booking/${first.id}/done`)).statusCode).toBe(403);

    clock.set('2026-12-03T13:00:00Z');
    expect((await call(providerCookie, 'POST', `/booking/${first.id}/done`)).json()).toMatchObject({ status: 'done' });
    const badReason = await call(providerCookie, 'POST', `/booking/${second.id}/not-done`, { whoCancelled: 'customer', reason: 'weather', refund: true });
    expect(badReason.statusCode).toBe(400);
    const notDone = await call(providerCookie, 'POST', `/booking/${second.id}/not-done`, { whoCancelled: 'customer', reason: 'customer_no_show', refund: false, note: 'Ingen åpnet døren.' });
    expect(notDone.json()).toMatchObject({ status: 'cancelled', whoCancelled: 'customer', cancellationReason: 'customer_no_show', refund: false, cancellationNote: 'Ingen åpnet døren.' });
  });
});

describe('provider calendar', () => {
  it('shows the bookings of a range to the provider only, at most 42 days', async () => {
    const { service, customer, providerCookie } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    const week = await call(providerCookie, 'GET', '/booking/provider/calendar?from=2026-11-30&to=2026-12-06');
    expect(week.json().data.map((item: { id: string }) => item.id)).toEqual([booking.id]);
    expect((await call(providerCookie, 'GET', '/booking/provider/calendar?from=2026-12-04&to=2026-12-06')).json().data).toEqual([]);
    expect((await call(providerCookie, 'GET', '/booking/provider/calendar?from=2026-12-01&to=2027-01-20')).statusCode).toBe(400);
    expect((await call(providerCookie, 'GET', '/booking/provider/calendar?from=2026-12-06&to=2026-12-01')).statusCode).toBe(400);
    expect((await call(customer, 'GET', '/booking/provider/calendar?from=2026-11-30&to=2026-12-06')).statusCode).toBe(404);
  });
});

describe('support cancels', () => {
  it('cancels for a provider with a chosen refund, in the audit log; nobody else may', async () => {
    const { service, customer, providerCookie } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    const body = { refundOre: 60_000, reason: 'Leverandøren er syk den dagen.' };
    expect((await call(providerCookie, 'POST', `/admin/bookings/${booking.id}/cancel`, body)).statusCode).toBe(403);
    const admin = await createTestUser(em);
    admin.isAdmin = true;
    await em.flush();
    const adminCookie = await sessionCookieFor(app, admin.id);
    expect((await call(providerCookie, 'GET', `/admin/bookings?orderNumber=${booking.orderNumber}`)).statusCode).toBe(403);
    const found = await call(adminCookie, 'GET', `/admin/bookings?orderNumber=${booking.orderNumber.toLowerCase()}`);
    expect(found.json()).toMatchObject({ id: booking.id, viewerRole: 'admin', actions: { cancel: false } });
    expect((await call(adminCookie, 'GET', '/admin/bookings?orderNumber=NOSUCH00')).statusCode).toBe(404);
    expect((await call(adminCookie, 'POST', `/admin/bookings/${booking.id}/cancel`, { ...body, refundOre: 100_001 })).statusCode).toBe(400);
    const cancelled = await call(adminCookie, 'POST', `/admin/bookings/${booking.id}/cancel`, body);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', whoCancelled: 'admin', cancellationFeeOre: 40_000, refund: true });
    expect([...payments.refunds.values()].find((refund) => refund.bookingId === booking.id)?.amountOre).toBe(60_000);
    const audit = await em.fork().findOne(AuditLogEntity, { targetId: booking.id });
    expect(audit).toMatchObject({ action: 'booking.cancel', targetType: 'booking' });
  });
});
