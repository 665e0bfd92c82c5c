import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { AuditLogEntity } from '#server/modules/admin/audit-log.entity.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import type { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { NotificationEntity } from '#server/modules/notifications/notification.entity.ts';
import { LedgerEntryEntity } from '#server/modules/payments/ledger-entry.entity.ts';
import { reconcileLedger } from '#server/modules/payments/ledger-reconciliation.ts';
import { LocalBookingPayments } from '#server/modules/payments/local-booking-payments.ts';
import { signedInAdmin } from '#server/modules/providers/registration-test-kit.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { bookingRequestBody, createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { CustomRequestRecipientEntity } from './custom-request-recipient.entity.ts';
import { CustomRequestEntity } from './custom-request.entity.ts';
import { PriceOfferEntity } from './price-offer.entity.ts';
import { ProviderDropoutEntity } from './provider-dropout.entity.ts';

// Tuesday 09:00 in Oslo; the booking is on Thursday at 10:00 Oslo time.
const start = '2026-12-01T08:00:00Z';
const thursdayTen = '2026-12-03T09:00:00.000Z';
const clock = new ManualClock(start);
const app = await buildTestApp({ clock, payments: new LocalBookingPayments() });
const em = app.orm.em.fork();
const admin = await signedInAdmin(app, em);

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (cookie: string | null, method: Method, url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, ...(cookie ? { cookies: { sid: cookie } } : {}), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function providerIn(category: CategoryEntity, locations: string[] = ['oslo']) {
  const provider = await createProvider(em, { category, locations, instantBooking: true });
  const service = await createService(em, provider, { areas: locations, basePriceOre: 100_000, baseDurationMinutes: 60, description: 'Vask av alle vinduer, innvendig og utvendig.' });
  return { provider, service, cookie: await sessionCookieFor(app, provider.owner.id) };
}

async function notificationKeys(userId: string): Promise<string[]> {
  return (await em.fork().find(NotificationEntity, { user: userId })).map((row) => row.key);
}

async function mailsTo(address: string): Promise<string[]> {
  const jobs = await app.queues.outboundMessages.getJobs(['waiting', 'delayed', 'completed', 'active', 'prioritized']);
  return jobs.filter((job) => job.data.to === address).map((job) => job.data.subject ?? job.data.text);
}

const reason = 'Leverandøren er syk og kan ikke komme.';

/** A confirmed, paid booking with one provider, two others in Oslo who could take over, one in Bergen who cannot. */
async function paidBooking() {
  clock.set(start);
  const category = await createCategory(em);
  const original = await providerIn(category);
  const [first, second] = [await providerIn(category), await providerIn(category)];
  const bergen = await providerIn(category, ['bergen']);
  const customerUser = await createTestUser(em);
  const customer = await sessionCookieFor(app, customerUser.id);
  const booked = await call(customer, 'POST', '/booking', bookingRequestBody(original.service.id, thursdayTen));
  expect(booked.statusCode, booked.body).toBe(201);
  expect(booked.json().status).toBe('confirmed');
  const booking = booked.json<{ id: string; orderNumber: string }>();
  return { category, original, first, second, bergen, customerUser, customer, booking };
}

async function replace(bookingId: string) {
  const response = await call(admin.sid, 'POST', `/admin/bookings/${bookingId}/replace-provider`, { reason });
  expect(response.statusCode, response.body).toBe(200);
  const request = await em.fork().findOneOrFail(CustomRequestEntity, { replacesBooking: bookingId, status: 'OPEN' });
  return { response, request };
}

const offer = (customRequestId: string, amount: number) => ({ customRequestId, amount, conditions: 'Samme jobb', expiresAt: '2026-12-02T08:00:00.000Z' });

describe('replacing a provider who dropped out', () => {
  it('is for admins only', async () => {
    const { booking, customer, original } = await paidBooking();
    expect((await call(null, 'POST', `/admin/bookings/${booking.id}/replace-provider`, { reason })).statusCode).toBe(401);
    expect((await call(customer, 'POST', `/admin/bookings/${booking.id}/replace-provider`, { reason })).statusCode).toBe(403);
    expect((await call(original.cookie, 'POST', `/admin/bookings/${booking.id}/replace-provider`, { reason })).statusCode).toBe(403);
    expect((await call(admin.sid, 'POST', `/admin/bookings/${booking.id}/replace-provider`, { reason: 'kort' })).statusCode).toBe(400);
  });

  it('keeps the booking, records the drop-out and sends a fixed-price request to the relevant providers but the dropped one', async () => {
    const { booking, customer, customerUser, original, first, second, bergen } = await paidBooking();
    const { response, request } = await replace(booking.id);
    expect(response.json()).toMatchObject({ id: booking.id, status: 'confirmed', providerId: original.provider.id, replacementPending: true, replacementRequestId: request.id });
    expect(request).toMatchObject({ isReplacement: true, replacementPriceOre: 100_000, sendToAll: true, deliveryStreet: 'Storgata 1', deliveryPostalCode: '0155' });
    expect(request.startsAt?.toISOString()).toBe(thursdayTen);
    expect(request.customer.id).toBe(customerUser.id);
    expect(request.description).toContain('Vask av alle vinduer');

    const reached = (await em.fork().find(CustomRequestRecipientEntity, { request: request.id })).map((row) => row.provider.id);
    expect(reached).toEqual(expect.arrayContaining([first.provider.id, second.provider.id]));
    expect(reached).not.toContain(original.provider.id);
    expect(reached).not.toContain(bergen.provider.id);

    const dropout = await em.fork().findOneOrFail(ProviderDropoutEntity, { booking: booking.id });
    expect(dropout).toMatchObject({ reason, replacedAt: null });
    expect(dropout.provider.id).toBe(original.provider.id);
    expect(dropout.droppedBy?.id).toBe(admin.user.id);
    expect(await em.fork().count(AuditLogEntity, { action: 'booking.replace_provider', targetId: booking.id })).toBe(1);

    // The customer's booking says a replacement is being found; the dropped provider's list of jobs still has it until then.
    expect((await call(customer, 'GET', `/booking/${booking.id}`)).json()).toMatchObject({ status: 'confirmed', replacementPending: true, replacementRequestId: request.id, actions: { changeTime: false } });
    // The offers are for this time, so it stays put until a replacement takes it.
    const moved = await call(customer, 'PUT', `/booking/${booking.id}/time`, { from: '2026-12-03T11:00:00.000Z', to: '2026-12-03T12:00:00.000Z' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().data.key).toBe('error.booking.change_not_allowed');
    expect((await call(customer, 'GET', `/customRequests/customer/${request.id}`)).json()).toMatchObject({ isReplacement: true, price: 1000 });
    expect((await call(customer, 'GET', '/customRequests/customer')).json().data).toEqual([expect.objectContaining({ id: request.id, isReplacement: true, status: 'OPEN' })]);
    expect((await call(first.cookie, 'GET', `/customRequests/provider/${request.id}`)).json()).toMatchObject({ isReplacement: true, price: 1000 });

    expect(await mailsTo(customerUser.email)).toContain(`Vi finner en ny leverandør for ${booking.orderNumber}`);
    expect(await mailsTo(original.provider.owner.email)).toContain(`Du er tatt av bestilling ${booking.orderNumber}`);
    // A system line in the customer's chat with the provider who dropped out.
    const lines = await em.fork().execute<Array<{ key: string }>>(
      `select m.line->>'key' as key from chat_message m join chat c on c.id = m.chat_id where c.provider_id = ? and m.kind = 'system'`,
      [original.provider.id],
    );
    expect(lines.map((line) => line.key)).toContain('notifications:chat.providerDroppedOut');

    // One replacement at a time.
    const again = await call(admin.sid, 'POST', `/admin/bookings/${booking.id}/replace-provider`, { reason });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.key).toBe('error.booking.replacement_pending');
  });

  it('refuses a booking that is not paid or has started', async () => {
    const { original, customer } = await paidBooking();
    const unpaid = await call(customer, 'POST', '/custom-request/service', bookingRequestBody(original.service.id, '2026-12-03T12:00:00.000Z'));
    expect(unpaid.statusCode, unpaid.body).toBe(201);
    const refused = await call(admin.sid, 'POST', `/admin/bookings/${unpaid.json().id}/replace-provider`, { reason });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.key).toBe('error.booking.replacement_not_possible');
  });

  it('takes offers at the fixed price only, and accepting one moves the same booking to its provider without a new payment', async () => {
    const { booking, customer, customerUser, original, first, second } = await paidBooking();
    const { request } = await replace(booking.id);
    const chargesBefore = await em.fork().count(LedgerEntryEntity, { booking: booking.id, kind: 'charge' });
    expect(chargesBefore).toBe(1);

    const cheaper = await call(first.cookie, 'POST', '/priceOffers/provider', offer(request.id, 900));
    expect(cheaper.statusCode).toBe(409);
    expect(cheaper.json()).toMatchObject({ message: 'The price of a replacement request cannot be changed.', data: { key: 'error.offer.price_fixed' } });
    const firstOffer = await call(first.cookie, 'POST', '/priceOffers/provider', offer(request.id, 1000));
    expect(firstOffer.statusCode, firstOffer.body).toBe(201);
    expect((await call(first.cookie, 'PATCH', `/price-offer/${firstOffer.json().id}`, { amount: 1100 })).json().data.key).toBe('error.offer.price_fixed');
    const secondOffer = await call(second.cookie, 'POST', '/priceOffers/provider', offer(request.id, 1000));
    expect(secondOffer.statusCode, secondOffer.body).toBe(201);

    // The second provider has since been booked at that time: the move is refused and the offer stays open.
    const other = await sessionCookieFor(app, (await createTestUser(em)).id);
    expect((await call(other, 'POST', '/booking', bookingRequestBody(second.service.id, thursdayTen))).json().status).toBe('confirmed');
    const busy = await call(customer, 'POST', `/priceOffers/customer/${secondOffer.json().id}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ message: 'Time is already booked.', data: { key: 'error.booking.time_already_booked' } });
    expect((await em.fork().findOneOrFail(PriceOfferEntity, secondOffer.json().id)).status).toBe('sent');
    expect((await em.fork().findOneOrFail(BookingEntity, booking.id)).provider.id).toBe(original.provider.id);

    const accepted = await call(customer, 'POST', `/priceOffers/customer/${firstOffer.json().id}`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ bookingId: booking.id });

    const fresh = em.fork();
    const moved = await fresh.findOneOrFail(BookingEntity, booking.id);
    expect(moved).toMatchObject({ status: 'confirmed', priceOre: 100_000, service: null });
    expect(moved.provider.id).toBe(first.provider.id);
    expect(moved.startsAt.toISOString()).toBe(thursdayTen);
    expect(await fresh.count(BookingEntity, { customer: customerUser.id })).toBe(1);
    expect(await fresh.count(LedgerEntryEntity, { booking: booking.id, kind: 'charge' })).toBe(chargesBefore);
    expect(await fresh.findOneOrFail(CustomRequestEntity, request.id)).toMatchObject({ status: 'CLOSED' });
    const won = await fresh.findOneOrFail(PriceOfferEntity, firstOffer.json().id);
    expect(won.status).toBe('accepted');
    expect(won.resultingBooking?.id).toBe(booking.id);
    expect((await fresh.findOneOrFail(PriceOfferEntity, secondOffer.json().id)).status).toBe('closed');
    expect((await fresh.findOneOrFail(ProviderDropoutEntity, { booking: booking.id })).replacedAt).not.toBeNull();
    expect((await reconcileLedger(em.fork(), { providerIds: [original.provider.id, first.provider.id, second.provider.id] })).problems).toEqual([]);

    // Accepting again answers the same booking.
    expect((await call(customer, 'POST', `/priceOffers/customer/${firstOffer.json().id}`)).json()).toEqual({ bookingId: booking.id });
    // The booking is the new provider's now; the old one no longer reads it.
    expect((await call(customer, 'GET', `/booking/${booking.id}`)).json()).toMatchObject({ providerId: first.provider.id, replacementPending: false, actions: { pay: false } });
    expect((await call(original.cookie, 'GET', `/booking/${booking.id}`)).statusCode).toBe(404);
    expect((await call(first.cookie, 'GET', `/booking/${booking.id}`)).statusCode).toBe(200);

    expect(await mailsTo(customerUser.email)).toContain(`Ny leverandør for ${booking.orderNumber}`);
    expect(await mailsTo(first.provider.owner.email)).toContain(`Bestilling ${booking.orderNumber} er din`);
    expect(await mailsTo(original.provider.owner.email)).toContain(`Bestilling ${booking.orderNumber} har ny leverandør`);

    // Done, it is paid out to the new provider, not the one who dropped out.
    clock.set('2026-12-03T10:30:00Z');
    expect((await call(first.cookie, 'POST', `/booking/${booking.id}/done`)).json().status).toBe('done');
    const payouts = (await call(first.cookie, 'GET', '/provider/payouts?month=2026-12')).json();
    expect(payouts.lines.map((line: { bookingId: string }) => line.bookingId)).toContain(booking.id);
    const oldPayouts = (await call(original.cookie, 'GET', '/provider/payouts?month=2026-12')).json();
    expect(oldPayouts.lines.map((line: { bookingId: string }) => line.bookingId)).not.toContain(booking.id);
    expect((await reconcileLedger(em.fork(), { providerIds: [original.provider.id, first.provider.id, second.provider.id] })).problems).toEqual([]);
  });

  it('withdraws the replacement request when the booking is cancelled meanwhile', async () => {
    const { booking, first, second } = await paidBooking();
    const { request } = await replace(booking.id);
    const sent = await call(first.cookie, 'POST', '/priceOffers/provider', offer(request.id, 1000));
    expect(sent.statusCode, sent.body).toBe(201);
    const cancelled = await call(admin.sid, 'POST', `/admin/bookings/${booking.id}/cancel`, { refundOre: 100_000, reason: 'Kunden fant en annen løsning.' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', replacementPending: false });
    const fresh = em.fork();
    expect((await fresh.findOneOrFail(CustomRequestEntity, request.id)).status).toBe('CANCELLED');
    expect((await fresh.findOneOrFail(PriceOfferEntity, sent.json().id)).status).toBe('closed');
    // The provider who offered hears that the offer closed, in the app and by e-mail; one who did not offer hears nothing.
    expect(await notificationKeys(first.provider.owner.id)).toContain('requests:notification.replacementClosed');
    expect(await mailsTo(first.provider.owner.email)).toContain(`Forespørselen «${request.title}» er lukket`);
    expect(await notificationKeys(second.provider.owner.id)).not.toContain('requests:notification.replacementClosed');
  });

  it('tells the providers who offered when the customer cancels the booking meanwhile', async () => {
    const { booking, customer, first } = await paidBooking();
    const { request } = await replace(booking.id);
    expect((await call(first.cookie, 'POST', '/priceOffers/provider', offer(request.id, 1000))).statusCode).toBe(201);
    const cancelled = await call(customer, 'POST', `/booking/${booking.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await notificationKeys(first.provider.owner.id)).toContain('requests:notification.replacementClosed');
  });

  it('cancels the booking with the whole price back when the customer withdraws the replacement request', async () => {
    const { booking, customer, customerUser, original, first, second } = await paidBooking();
    const { request } = await replace(booking.id);
    const sent = await call(first.cookie, 'POST', '/priceOffers/provider', offer(request.id, 1000));
    expect(sent.statusCode, sent.body).toBe(201);

    const withdrawn = await call(customer, 'DELETE', `/customRequests/customer/${request.id}/cancel`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'CANCELLED' });
    // Again: unchanged, and nothing is cancelled or paid back twice.
    expect((await call(customer, 'DELETE', `/customRequests/customer/${request.id}/cancel`)).statusCode).toBe(200);

    const detail = (await call(customer, 'GET', `/booking/${booking.id}`)).json();
    expect(detail).toMatchObject({ status: 'cancelled', whoCancelled: 'provider', cancellationReason: 'provider_cancelled', cancellationFeeOre: 0, refund: true, replacementPending: false });
    const refunds = await em.fork().find(LedgerEntryEntity, { booking: booking.id, kind: 'refund' });
    expect(refunds.map((entry) => entry.amountOre)).toEqual([100_000]);
    expect((await reconcileLedger(em.fork(), { providerIds: [original.provider.id] })).problems).toEqual([]);

    expect((await em.fork().findOneOrFail(PriceOfferEntity, sent.json().id)).status).toBe('closed');
    expect(await notificationKeys(first.provider.owner.id)).toContain('requests:notification.requestCancelled');
    expect(await notificationKeys(second.provider.owner.id)).not.toContain('requests:notification.requestCancelled');
    expect(await mailsTo(customerUser.email)).toContain(`Bestilling ${booking.orderNumber} er avbestilt`);
    expect(await mailsTo(original.provider.owner.email)).toContain(`Bestilling ${booking.orderNumber} er avbestilt`);
    const lines = await em.fork().execute<Array<{ key: string }>>(
      `select m.line->>'key' as key from chat_message m join chat c on c.id = m.chat_id where c.provider_id = ? and m.kind = 'system' order by m.seq`,
      [original.provider.id],
    );
    expect(lines.map((line) => line.key).filter((key) => key === 'notifications:chat.bookingCancelledNoReplacement')).toHaveLength(1);
  });
});
