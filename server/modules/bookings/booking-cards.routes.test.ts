import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/chats/chat.schema.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { socketChatEvents } from '#server/modules/chats/chat-events.ts';
import { NotificationEntity } from '#server/modules/notifications/notification.entity.ts';
import { LedgerEntryEntity } from '#server/modules/payments/ledger-entry.entity.ts';
import { reconcileLedger } from '#server/modules/payments/ledger-reconciliation.ts';
import { LocalBookingPayments } from '#server/modules/payments/local-booking-payments.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { bookingRequestBody, createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { bookingDeadlineJob } from '#workers/jobs/bookings/booking-deadline.job.ts';
import { addonChargeKey } from './addon-offer.service.ts';
import { RescheduleRequestEntity } from './reschedule-request.entity.ts';

// Tuesday 09:00 in Oslo. The default schedule works weekdays 08:00–16:00 with 24 hours' notice.
const start = '2026-12-01T08:00:00Z';
const thursdayTen = '2026-12-03T09:00:00.000Z';
const fridayTen = '2026-12-04T09:00:00.000Z';
const fridayNoon = '2026-12-04T11:00:00.000Z';
const hour = 3_600_000;
const clock = new ManualClock(start);
let declining = false;
const payments = new LocalBookingPayments({ decline: () => declining });
const app = await buildTestApp({ clock, payments });
const em = app.orm.em.fork();
const runJob = bookingDeadlineJob(app.orm, clock, app.queues.outboundMessages, { notifier: app.notifier, chat: socketChatEvents(app.io) });

type Method = 'GET' | 'POST' | 'PUT';
const call = (cookie: string, method: Method, url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, cookies: { sid: cookie }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

/** A provider with a one-hour service of 1 000 kr at 25 % VAT, and a customer whose booking of Thursday 10:00 is paid. */
async function confirmedBooking() {
  clock.set(start);
  declining = false;
  const category = await createCategory(em, { taxRate: 25 });
  const provider = await createProvider(em, { instantBooking: true, category });
  const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
  const customerUser = await createTestUser(em);
  const customer = await sessionCookieFor(app, customerUser.id);
  const providerCookie = await sessionCookieFor(app, provider.owner.id);
  const booked = await call(customer, 'POST', '/booking', bookingRequestBody(service.id, thursdayTen));
  expect(booked.statusCode).toBe(201);
  const booking = booked.json() as { id: string; status: string; orderNumber: string };
  expect(booking.status).toBe('confirmed');
  const chats = (await call(customer, 'GET', '/chats')).json() as { data: Array<{ id: string; providerId: string }> };
  const chatId = chats.data.find((chat) => chat.providerId === provider.id)!.id;
  return { provider, service, customerUser, customer, providerCookie, booking, chatId };
}

async function messagesOf(cookie: string, chatId: string): Promise<ChatMessage[]> {
  const page = (await call(cookie, 'GET', `/chats/${chatId}/messages?max=100`)).json() as { data: ChatMessage[] };
  return [...page.data].sort((a, b) => a.seq - b.seq);
}

const lineKeys = (messages: ChatMessage[]) => messages.flatMap((message) => (message.payload && 'line' in message.payload ? [message.payload.line.key] : []));

async function notificationKeys(userId: string): Promise<string[]> {
  return (await em.fork().find(NotificationEntity, { user: userId }, { orderBy: { createdAt: 'asc' } })).map((row) => row.key);
}

const offerBody = { title: 'Vindusvask', description: 'Alle vinduer, innvendig', unitPrice: 499.5 };

describe('add-on offers', () => {
  it('offered in the chat, accepted and paid once: part of the price, the receipt, the ledger and the payout', async () => {
    const { provider, customerUser, customer, providerCookie, booking, chatId } = await confirmedBooking();
    const created = await call(providerCookie, 'POST', `/booking/extraPurchase/${booking.id}/create`, offerBody);
    expect(created.statusCode).toBe(201);
    const offer = created.json() as { id: string };
    expect(offer).toMatchObject({ bookingId: booking.id, title: 'Vindusvask', unitPriceOre: 49_950, status: 'awaiting_response', paidAt: null });

    const card = (await messagesOf(customer, chatId)).find((message) => message.kind === 'addon_offer');
    expect(card).toMatchObject({ senderId: provider.owner.id, text: '', payload: { addonOffer: { id: offer.id, status: 'awaiting_response' } } });
    expect(await notificationKeys(customerUser.id)).toContain('notifications:addonOffer.received');

    const accepted = await call(customer, 'POST', `/booking/extraPurchase/${offer.id}/accept`, {});
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ offer: { status: 'paid' }, checkout: null });
    // A second accept answers the same and charges nothing more.
    const again = await call(customer, 'POST', `/booking/extraPurchase/${offer.id}/accept`, {});
    expect(again.json()).toMatchObject({ offer: { status: 'paid' }, checkout: null });
    expect([...payments.charges.values()].filter((charge) => charge.bookingId === booking.id).map((charge) => charge.amountOre)).toEqual([100_000, 49_950]);
    const charges = await em.fork().find(LedgerEntryEntity, { booking: booking.id, kind: 'charge' });
    expect(charges.map((entry) => [entry.idempotencyKey.includes(':addon:'), entry.amountOre]).sort()).toEqual([[false, 100_000], [true, 49_950]]);
    expect(charges.some((entry) => entry.idempotencyKey === addonChargeKey(booking.id, offer.id))).toBe(true);

    const detail = (await call(customer, 'GET', `/booking/${booking.id}`)).json();
    expect(detail).toMatchObject({ priceOre: 149_950, listPriceOre: 149_950, vatOre: 29_990, addonOffers: [{ id: offer.id, status: 'paid' }] });
    expect(detail.addons).toEqual([{ title: 'Vindusvask', unitType: 'custom', units: 1, unitPriceOre: 49_950, amountOre: 49_950 }]);
    const receipt = (await call(customer, 'GET', `/payments/receipts/${booking.id}`)).json();
    expect(receipt).toMatchObject({ totalOre: 149_950, cardOre: 149_950, vatOre: 29_990 });
    expect(receipt.lines).toEqual([{ label: expect.any(String), amountOre: 100_000 }, { label: 'Vindusvask', amountOre: 49_950 }]);
    expect((await reconcileLedger(em.fork(), { providerIds: [provider.id] })).problems).toEqual([]);

    const messages = await messagesOf(providerCookie, chatId);
    expect(messages.find((message) => message.kind === 'addon_offer')?.payload).toMatchObject({ addonOffer: { status: 'paid' } });
    expect(lineKeys(messages)).toEqual(['notifications:chat.bookingConfirmed', 'notifications:chat.addonPaid']);
    expect(await notificationKeys(provider.owner.id)).toContain('notifications:addonOffer.paid');

    // Done: the provider is paid out on the whole price.
    clock.set('2026-12-03T10:30:00Z');
    expect((await call(providerCookie, 'POST', `/booking/${booking.id}/done`)).json().status).toBe('done');
    const payouts = (await call(providerCookie, 'GET', '/provider/payouts?month=2026-12')).json();
    expect(payouts.lines).toEqual([expect.objectContaining({ bookingId: booking.id, salesPriceOre: 149_950 })]);
  });

  it('denied by the customer: nothing is charged, the provider is told, and it cannot be accepted after', async () => {
    const { provider, customer, providerCookie, booking } = await confirmedBooking();
    const offer = (await call(providerCookie, 'POST', `/booking/extraPurchase/${booking.id}/create`, offerBody)).json();
    const denied = await call(customer, 'POST', `/booking/extraPurchase/${offer.id}/deny`);
    expect(denied.json()).toMatchObject({ status: 'denied', answeredAt: clock.now().toISOString() });
    expect((await call(customer, 'POST', `/booking/extraPurchase/${offer.id}/deny`)).json().status).toBe('denied');
    const late = await call(customer, 'POST', `/booking/extraPurchase/${offer.id}/accept`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().data.key).toBe('error.addonOffer.not_open');
    expect((await call(customer, 'GET', `/booking/${booking.id}`)).json()).toMatchObject({ priceOre: 100_000, addons: [], addonOffers: [{ status: 'denied' }] });
    expect(await notificationKeys(provider.owner.id)).toContain('notifications:addonOffer.denied');
  });

  it('lets only the provider offer, only the customer answer, only on a confirmed booking not yet over', async () => {
    const { customer, providerCookie, booking, service } = await confirmedBooking();
    const stranger = await sessionCookieFor(app, (await createTestUser(em)).id);
    expect((await call(customer, 'POST', `/booking/extraPurchase/${booking.id}/create`, offerBody)).statusCode).toBe(403);
    expect((await call(stranger, 'POST', `/booking/extraPurchase/${booking.id}/create`, offerBody)).statusCode).toBe(404);
    const offer = (await call(providerCookie, 'POST', `/booking/extraPurchase/${booking.id}/create`, offerBody)).json();
    expect((await call(providerCookie, 'POST', `/booking/extraPurchase/${offer.id}/accept`, {})).statusCode).toBe(403);
    expect((await call(stranger, 'POST', `/booking/extraPurchase/${offer.id}/accept`, {})).statusCode).toBe(404);
    expect((await call(customer, 'POST', `/booking/extraPurchase/${offer.id}/withdraw`)).statusCode).toBe(403);
    expect((await call(providerCookie, 'POST', `/booking/extraPurchase/${offer.id}/withdraw`)).json().status).toBe('withdrawn');

    const badPrice = await call(providerCookie, 'POST', `/booking/extraPurchase/${booking.id}/create`, { ...offerBody, unitPrice: 10.005 });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().data.issues[0]).toMatchObject({ path: 'unitPrice', key: 'error.offer.amount_decimals' });

    const request = (await call(customer, 'POST', '/custom-request/service', bookingRequestBody(service.id, fridayTen))).json();
    const onRequest = await call(providerCookie, 'POST', `/booking/extraPurchase/${request.id}/create`, offerBody);
    expect(onRequest.statusCode).toBe(409);
    expect(onRequest.json().data.key).toBe('error.addonOffer.booking_not_open');
    clock.set('2026-12-03T10:30:00Z');
    const ended = await call(providerCookie, 'POST', `/booking/extraPurchase/${booking.id}/create`, offerBody);
    expect(ended.json().data.key).toBe('error.addonOffer.booking_not_open');
  });

  it('a refused card leaves the offer open; paying again goes through once', async () => {
    const { customer, providerCookie, booking, provider } = await confirmedBooking();
    const offer = (await call(providerCookie, 'POST', `/booking/extraPurchase/${booking.id}/create`, offerBody)).json();
    declining = true;
    const refused = await call(customer, 'POST', `/booking/extraPurchase/${offer.id}/accept`, {});
    expect(refused.statusCode).toBe(402);
    expect(refused.json().data.key).toBe('error.payment.failed');
    expect((await call(customer, 'GET', `/booking/${booking.id}`)).json().addonOffers[0].status).toBe('awaiting_response');
    declining = false;
    expect((await call(customer, 'POST', `/booking/extraPurchase/${offer.id}/accept`, {})).json().offer.status).toBe('paid');
    expect((await reconcileLedger(em.fork(), { providerIds: [provider.id] })).problems).toEqual([]);
  });

  it('a paid add-on is refunded with the booking when the customer cancels in time', async () => {
    const { customer, providerCookie, booking, provider } = await confirmedBooking();
    const offer = (await call(providerCookie, 'POST', `/booking/extraPurchase/${booking.id}/create`, offerBody)).json();
    await call(customer, 'POST', `/booking/extraPurchase/${offer.id}/accept`, {});
    // Simple policy: free until 48 hours before Thursday 10:00, which is still ahead on Tuesday 09:00.
    const cancelled = await call(customer, 'POST', `/booking/${booking.id}/cancel`, { expectedFeeOre: 0 });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellationFeeOre: 0, refund: true });
    expect((await reconcileLedger(em.fork(), { providerIds: [provider.id] })).problems).toEqual([]);
  });
});

describe('reschedule requests', () => {
  it('proposed by the customer in the chat, accepted by the provider: the booking moves and the chat says so', async () => {
    const { customer, customerUser, providerCookie, provider, booking, chatId } = await confirmedBooking();
    const suggested = (await call(customer, 'GET', `/provider/suggest-times?bookingId=${booking.id}&day=2026-12-04`)).json();
    expect(suggested.times).toContain(fridayTen);

    const proposed = await call(customer, 'POST', `/messages/${chatId}/reschedule`, { bookingId: booking.id, startTime: fridayTen });
    expect(proposed.statusCode).toBe(201);
    const request = proposed.json();
    expect(request).toMatchObject({ bookingId: booking.id, requestedBy: 'customer', currentStartsAt: thursdayTen, proposedStartsAt: fridayTen, status: 'waiting' });
    // Friday 10:00 is 73 hours after Tuesday 09:00, so the 72 hours come first.
    expect(request.expiresAt).toBe(new Date(clock.now().getTime() + 72 * hour).toISOString());
    expect(await notificationKeys(provider.owner.id)).toContain('notifications:reschedule.requested');

    // The one who proposed cannot answer; a second proposal waits for the first.
    expect((await call(customer, 'POST', `/reschedule/${request.id}/accept`)).statusCode).toBe(403);
    const second = await call(providerCookie, 'POST', `/messages/${chatId}/reschedule`, { bookingId: booking.id, startTime: fridayNoon });
    expect(second.statusCode).toBe(409);
    expect(second.json().data.key).toBe('error.reschedule.already_waiting');

    const accepted = await call(providerCookie, 'POST', `/reschedule/${request.id}/accept`);
    expect(accepted.json()).toMatchObject({ status: 'accepted', answeredAt: clock.now().toISOString() });
    expect((await call(providerCookie, 'POST', `/reschedule/${request.id}/accept`)).json().status).toBe('accepted');
    expect((await call(customer, 'GET', `/booking/${booking.id}`)).json()).toMatchObject({ startsAt: fridayTen, endsAt: '2026-12-04T10:00:00.000Z' });

    const messages = await messagesOf(customer, chatId);
    expect(messages.find((message) => message.kind === 'reschedule')).toMatchObject({ senderId: customerUser.id, payload: { reschedule: { id: request.id, status: 'accepted' } } });
    expect(lineKeys(messages)).toEqual(['notifications:chat.bookingConfirmed', 'notifications:chat.bookingMoved']);
    const moved = messages.find((message) => message.payload && 'line' in message.payload && message.payload.line.key === 'notifications:chat.bookingMoved');
    expect(moved?.payload).toMatchObject({ line: { bookingId: booking.id, params: { startsAt: fridayTen, oldStartsAt: thursdayTen } } });
  });

  it('a time taken meanwhile is refused with the booking sentence and the request stays waiting; rejecting closes it', async () => {
    const { customer, providerCookie, booking, chatId, service, customerUser } = await confirmedBooking();
    const request = (await call(providerCookie, 'POST', `/messages/${chatId}/reschedule`, { bookingId: booking.id, startTime: fridayTen })).json();
    const other = await sessionCookieFor(app, (await createTestUser(em)).id);
    expect((await call(other, 'POST', '/booking', bookingRequestBody(service.id, fridayTen))).statusCode).toBe(201);

    const taken = await call(customer, 'POST', `/reschedule/${request.id}/accept`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'Time is already booked.', data: { key: 'error.booking.time_already_booked' } });
    expect((await em.fork().findOneOrFail(RescheduleRequestEntity, request.id)).status).toBe('waiting');
    expect((await call(customer, 'GET', `/booking/${booking.id}`)).json().startsAt).toBe(thursdayTen);

    expect((await call(customer, 'POST', `/reschedule/${request.id}/reject`)).json().status).toBe('rejected');
    expect((await call(customer, 'POST', `/reschedule/${request.id}/accept`)).json().data.key).toBe('error.reschedule.not_open');
    expect(await notificationKeys(customerUser.id)).not.toContain('notifications:reschedule.rejected');
  });

  it('refuses a booking that is not confirmed, not the chat\'s, or a time that is not free', async () => {
    const { customer, booking, chatId, service } = await confirmedBooking();
    const request = (await call(customer, 'POST', '/custom-request/service', bookingRequestBody(service.id, fridayTen))).json();
    const unconfirmed = await call(customer, 'POST', `/messages/${chatId}/reschedule`, { bookingId: request.id, startTime: fridayNoon });
    expect(unconfirmed.json().data.key).toBe('error.reschedule.booking_not_confirmed');
    const saturday = await call(customer, 'POST', `/messages/${chatId}/reschedule`, { bookingId: booking.id, startTime: '2026-12-05T09:00:00.000Z' });
    expect(saturday.statusCode).toBe(409);
    expect(saturday.json().data.key).toBe('error.booking.time_already_booked');
    const same = await call(customer, 'POST', `/messages/${chatId}/reschedule`, { bookingId: booking.id, startTime: thursdayTen });
    expect(same.json().data.issues[0]).toMatchObject({ path: 'startTime', key: 'error.reschedule.same_time' });

    const elsewhere = await confirmedBooking();
    const notThisChat = await call(elsewhere.providerCookie, 'POST', `/messages/${elsewhere.chatId}/reschedule`, { bookingId: booking.id, startTime: fridayTen });
    expect(notThisChat.statusCode).toBe(404);
    const stranger = await sessionCookieFor(app, (await createTestUser(em)).id);
    expect((await call(stranger, 'POST', `/messages/${chatId}/reschedule`, { bookingId: booking.id, startTime: fridayTen })).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/provider/suggest-times?bookingId=${booking.id}&day=2026-12-04`)).statusCode).toBe(404);
  });

  it('expires at its time exactly once, by its job or by the sweep after a lost job', async () => {
    const { customer, customerUser, providerCookie, booking, chatId } = await confirmedBooking();
    const request = (await call(customer, 'POST', `/messages/${chatId}/reschedule`, { bookingId: booking.id, startTime: fridayTen })).json();
    // Early by the clock: nothing happens.
    expect(await runJob({ data: { type: 'expireReschedule', requestId: request.id } })).toBe(false);
    clock.set(request.expiresAt);
    const late = await call(providerCookie, 'POST', `/reschedule/${request.id}/accept`);
    expect(late.json().data.key).toBe('error.reschedule.expired');
    expect(await runJob({ data: { type: 'expireReschedule', requestId: request.id } })).toBe(true);
    expect(await runJob({ data: { type: 'expireReschedule', requestId: request.id } })).toBe(false);
    expect((await em.fork().findOneOrFail(RescheduleRequestEntity, request.id)).status).toBe('expired');
    expect((await notificationKeys(customerUser.id)).filter((key) => key === 'notifications:reschedule.expired')).toHaveLength(1);
    const card = (await messagesOf(customer, chatId)).find((message) => message.kind === 'reschedule');
    expect(card?.payload).toMatchObject({ reschedule: { status: 'expired' } });

    // A new proposal whose job is lost: the sweep expires it, once.
    clock.set(start);
    const lost = (await call(providerCookie, 'POST', `/messages/${chatId}/reschedule`, { bookingId: booking.id, startTime: fridayNoon })).json();
    await app.queues.bookingDeadlines.remove(`expire-reschedule-${lost.id}`);
    clock.set(new Date(new Date(lost.expiresAt).getTime() + hour));
    expect(await runJob({ data: { type: 'sweep' } })).toBeGreaterThanOrEqual(1);
    expect((await em.fork().findOneOrFail(RescheduleRequestEntity, lost.id)).status).toBe('expired');
    const swept = await em.fork().count(RescheduleRequestEntity, { id: lost.id, status: 'waiting' });
    expect(swept).toBe(0);
    expect(await runJob({ data: { type: 'expireReschedule', requestId: lost.id } })).toBe(false);
    // The chat list's last message is the card, as it is now.
    const chats = (await call(customer, 'GET', '/chats?state=open')).json() as { data: Array<{ id: string; lastMessage: ChatMessage | null }> };
    expect(chats.data.find((chat) => chat.id === chatId)?.lastMessage).toMatchObject({ kind: 'reschedule', payload: { reschedule: { id: lost.id, status: 'expired', expiresAt: lost.expiresAt } } });
  });
});
