import { describe, expect, it } from 'vitest';
import { deletionGraceMs } from '#shared/accounts/account-deletion.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { ChatMessageEntity } from '#server/modules/chats/chat-message.entity.ts';
import { NotificationEntity } from '#server/modules/notifications/notification.entity.ts';
import { LedgerEntryEntity } from '#server/modules/payments/ledger-entry.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { latestOutboxMessage, startTestWorkers } from '#server/test/test-workers.ts';
import { accountErasureJob } from '#workers/jobs/accounts/account-erasure.job.ts';
import { erasedEmail, erasedPhone } from './account-erasure.ts';
import { erasureJobId } from './account-deletion.service.ts';
import { createUser } from './user.service.ts';
import { UserIdentityEntity } from './user-identity.entity.ts';
import { UserEntity } from './user.entity.ts';

// Tuesday 09:00 in Oslo; the default schedule works weekdays with 24 hours' notice.
const start = '2026-12-01T08:00:00Z';
const thursdayTen = '2026-12-03T09:00:00.000Z';
const saturday = '2026-12-05T08:00:00Z';
const hour = 3_600_000;
const clock = new ManualClock(start);
const app = await buildTestApp({ clock });
startTestWorkers(app);
const em = () => app.orm.em.fork();
const runJob = accountErasureJob(app.orm, clock, { sessions: app.sessions, paymentGateway: app.paymentGateway, media: app.media, privateMedia: app.privateMedia });

const call = (sid: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url: `/api${url}`, ...(sid ? { cookies: { sid } } : {}), ...(payload ? { payload } : {}) });

/** A customer with one paid card booking on Thursday, and a session. */
async function customerWithBooking(street = 'Storgata 1') {
  clock.set(start);
  const category = await createCategory(em());
  const provider = await createProvider(em(), { instantBooking: true, category });
  const service = await createService(em(), provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
  const user = await createTestUser(em());
  const sid = await sessionCookieFor(app, user.id);
  const booked = await call(sid, 'POST', '/booking', {
    serviceId: service.id,
    startTime: thursdayTen,
    deliveryPlace: { street, postalCode: '0155' },
    addons: [],
    paymentMethod: 'card',
    acceptTerms: true,
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return { user, sid, provider, booking: booked.json() as { id: string; orderNumber: string; priceOre: number } };
}

describe('GET /api/user/export', () => {
  it('answers the person’s own data as a private download, and 401 signed out', async () => {
    const mine = await customerWithBooking('Min gate 7');
    const theirs = await customerWithBooking('Naboens vei 3');
    const response = await call(mine.sid, 'GET', '/user/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+-data-2026-12-01\.json"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = response.json();
    expect(data).toMatchObject({ formatVersion: 1, exportedAt: '2026-12-01T08:00:00.000Z', profile: { id: mine.user.id, email: mine.user.email, phone: mine.user.phone } });
    expect(data.customer.bookings).toHaveLength(1);
    expect(data.customer.bookings[0]).toMatchObject({ orderNumber: mine.booking.orderNumber, priceOre: 100_000, status: 'confirmed', deliveryAddress: { street: 'Min gate 7', postalCode: '0155' } });
    expect(data.customer.ledgerEntries).toEqual([expect.objectContaining({ kind: 'charge', amountOre: 100_000, bookingId: mine.booking.id })]);
    expect(data.signIn.sessions).toHaveLength(1);
    expect(response.body).not.toContain(theirs.booking.orderNumber);
    expect(response.body).not.toContain('Naboens vei');
    expect(response.body).not.toContain(theirs.user.email);

    expect((await call(null, 'GET', '/user/export')).statusCode).toBe(401);
  });

  it('carries the custom requests a customer sent with their offers, and the ones a provider was asked, without the customer', async () => {
    clock.set(start);
    const category = await createCategory(em());
    const provider = await createProvider(em(), { category, locations: ['oslo'] });
    await createService(em(), provider, { areas: ['oslo'] });
    const providerSid = await sessionCookieFor(app, provider.owner.id);
    const customer = await createTestUser(em());
    const customerSid = await sessionCookieFor(app, customer.id);
    const sent = await call(customerSid, 'POST', '/customRequests', {
      categoryId: category.id,
      title: 'Vask av trappeoppgang',
      description: 'Fire etasjer, hver uke.',
      startTime: '2026-12-10T09:00:00Z',
      deliveryPlace: { street: 'Trappegata 9', postalCode: '0155' },
      recipients: [provider.id],
      sendToAll: false,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const offer = await call(providerSid, 'POST', '/priceOffers/provider', { amount: 2400, customRequestId: sent.json().id, conditions: 'Egne midler', expiresAt: '2026-12-05T09:00:00Z' });
    expect(offer.statusCode, offer.body).toBe(201);

    const mine = (await call(customerSid, 'GET', '/user/export')).json();
    expect(mine.customer.customRequests).toEqual([
      expect.objectContaining({
        title: 'Vask av trappeoppgang',
        deliveryAddress: { street: 'Trappegata 9', postalCode: '0155', place: expect.any(String) },
        reached: [expect.objectContaining({ providerId: provider.id, via: 'chosen' })],
        offers: [expect.objectContaining({ providerId: provider.id, amountOre: 240_000, conditions: 'Egne midler', status: 'sent' })],
      }),
    ]);
    const providers = await call(providerSid, 'GET', '/user/export');
    expect(providers.json().provider.customRequestsReached).toEqual([
      expect.objectContaining({ title: 'Vask av trappeoppgang', offers: [expect.objectContaining({ amountOre: 240_000 })] }),
    ]);
    expect(providers.body).not.toContain('Trappegata');
    expect(providers.body).not.toContain(customer.email);

    // The chat between them is in both exports, each seeing whose words are whose; the offer's alert is the customer's.
    const chat = await call(customerSid, 'POST', '/chats', { providerId: provider.id });
    const chatId = chat.json().id as string;
    expect((await call(customerSid, 'POST', `/chats/${chatId}/messages`, { clientId: '7b0ab2a4-3c43-4a53-9b43-1a2b3c4d5e6f', text: 'Kan dere ta vinduene også?' })).statusCode).toBe(201);
    expect((await call(providerSid, 'POST', `/chats/${chatId}/messages`, { clientId: '7b0ab2a4-3c43-4a53-9b43-1a2b3c4d5e70', text: 'Ja, for 300 kr ekstra.' })).statusCode).toBe(201);
    const customerChats = (await call(customerSid, 'GET', '/user/export')).json();
    expect(customerChats.chats).toEqual([
      expect.objectContaining({ id: chatId, role: 'customer', messages: [expect.objectContaining({ fromMe: true, text: 'Kan dere ta vinduene også?' }), expect.objectContaining({ fromMe: false, text: 'Ja, for 300 kr ekstra.' })] }),
    ]);
    expect(customerChats.notifications).toContainEqual(expect.objectContaining({ key: 'requests:notification.newOffer', readAt: null }));
    expect((await call(providerSid, 'GET', '/user/export')).json().chats[0].messages.map((message: { fromMe: boolean }) => message.fromMe)).toEqual([false, true]);
  });

  it('is open to a blocked person, and a provider’s export carries its profile and bookings without the customers', async () => {
    const blocked = await createTestUser(em(), { isBlocked: true });
    expect((await call(await sessionCookieFor(app, blocked.id), 'GET', '/user/export')).statusCode).toBe(200);

    const { booking, user: customer } = await customerWithBooking('Kundens gate 2');
    const provider = await em().findOneOrFail(ProviderEntity, { id: (await em().findOneOrFail(BookingEntity, booking.id)).provider.id });
    const response = await call(await sessionCookieFor(app, provider.owner.id), 'GET', '/user/export');
    const data = response.json();
    expect(data.provider.profile).toMatchObject({ id: provider.id, displayName: provider.displayName });
    expect(data.provider.services).toHaveLength(1);
    expect(data.provider.bookings).toEqual([expect.objectContaining({ orderNumber: booking.orderNumber, priceOre: 100_000 })]);
    expect(response.body).not.toContain('Kundens gate');
    expect(response.body).not.toContain(customer.email);
  });
});

describe('deleting the account', () => {
  it('refuses while a booking is still to come, saying what to settle', async () => {
    const { sid } = await customerWithBooking();
    const refused = await call(sid, 'DELETE', '/user');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data).toMatchObject({ key: 'error.account.deletion_blocked', obstacles: { openBookings: 1, openInvoices: 0, balanceOre: 0 } });
    expect((await call(sid, 'GET', '/user')).json().delete).toBeNull();
  });

  it('erases 30 days after the request: not a moment before, once, keeping the bookkeeping', async () => {
    const { user, sid, booking, provider } = await customerWithBooking('Storgata 9');
    em().create(UserIdentityEntity, { user: user.id, issuer: 'https://id.example', subject: `s-${user.id}` });
    await em().flush();
    const chatId = (await call(sid, 'POST', '/chats', { providerId: provider.id })).json().id as string;
    expect((await call(sid, 'POST', `/chats/${chatId}/messages`, { clientId: '5d0b1f0e-1c4a-4c53-9b43-1a2b3c4d5e01', text: 'Ring meg på 412 34 567' })).statusCode).toBe(201);
    const ownerSid = await sessionCookieFor(app, provider.owner.id);
    expect((await call(ownerSid, 'POST', `/chats/${chatId}/messages`, { clientId: '5d0b1f0e-1c4a-4c53-9b43-1a2b3c4d5e02', text: 'Skal bli!' })).statusCode).toBe(201);
    clock.set(saturday);
    const requested = await call(sid, 'DELETE', '/user');
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json().delete).toEqual({ requestedAt: '2026-12-05T08:00:00.000Z', erasesAt: '2027-01-04T08:00:00.000Z' });
    const mail = await latestOutboxMessage(app, user.email, (entry) => entry.subject?.includes('slettet') ?? false);
    expect(mail.subject).toBe('Kontoen din blir slettet 4. januar 2027');
    const job = await app.queues.accountErasure.getJob(erasureJobId(user.id, new Date(saturday)));
    expect(job?.opts.delay).toBe(deletionGraceMs);

    clock.set(new Date(new Date(saturday).getTime() + deletionGraceMs - hour));
    expect(await runJob({ data: { type: 'erase', userId: user.id } })).toBe('not_due');
    // The sweep reads the whole database, shared with other test files whose people may be due:
    // what counts here is that it leaves this person alone.
    await runJob({ data: { type: 'sweep' } });
    expect((await em().findOneOrFail(UserEntity, user.id)).email).toBe(user.email);

    // The booking's confirmation was also an in-app notification, which goes with the account.
    expect(await em().count(NotificationEntity, { user: user.id })).toBeGreaterThan(0);
    clock.set(new Date(new Date(saturday).getTime() + deletionGraceMs + 60_000));
    expect(await runJob({ data: { type: 'erase', userId: user.id } })).toBe('erased');
    expect(await em().count(NotificationEntity, { user: user.id })).toBe(0);
    // The provider keeps the conversation and its own words; the erased person's words are gone.
    const texts = (await em().find(ChatMessageEntity, { chat: chatId, kind: 'text' }, { orderBy: { seq: 'asc' } })).map((message) => message.text);
    expect(texts).toEqual(['', 'Skal bli!']);
    const erased = await em().findOneOrFail(UserEntity, user.id);
    expect(erased).toMatchObject({ firstName: '', lastName: '', phone: erasedPhone(user.id), email: erasedEmail(user.id), erasedAt: clock.now() });
    expect(await em().count(UserIdentityEntity, { user: user.id })).toBe(0);
    // Signed out everywhere: the old cookie is nobody now.
    expect((await call(sid, 'GET', '/user')).statusCode).toBe(403);

    // The booking and its money stay for the bookkeeping, without the street.
    const kept = await em().findOneOrFail(BookingEntity, booking.id);
    expect(kept).toMatchObject({ priceOre: 100_000, deliveryStreet: '', deliveryPostalCode: '0155', status: 'confirmed' });
    expect(await em().find(LedgerEntryEntity, { booking: booking.id })).toEqual([expect.objectContaining({ kind: 'charge', amountOre: 100_000 })]);

    // A second run, by the job or the sweep, changes nothing.
    const before = JSON.stringify(erased);
    expect(await runJob({ data: { type: 'erase', userId: user.id } })).toBe('not_requested');
    await runJob({ data: { type: 'sweep' } });
    expect(JSON.stringify(await em().findOneOrFail(UserEntity, user.id))).toBe(before);

    // The phone number and e-mail address are free for a new account.
    const again = await createUser(em(), { firstName: 'Ny', lastName: 'Start', phone: user.phone, email: user.email, language: 'nb_no', asBusiness: false, acceptTerms: true }, clock.now());
    expect(again.id).not.toBe(user.id);
  });

  it('is carried out by the daily sweep when the job was lost', async () => {
    clock.set(saturday);
    const user = await createTestUser(em());
    const sid = await sessionCookieFor(app, user.id);
    expect((await call(sid, 'DELETE', '/user')).statusCode).toBe(200);
    await app.queues.accountErasure.remove(erasureJobId(user.id, new Date(saturday)));
    clock.set(new Date(new Date(saturday).getTime() + deletionGraceMs + 1));
    expect(await runJob({ data: { type: 'sweep' } })).toBeGreaterThanOrEqual(1);
    expect((await em().findOneOrFail(UserEntity, user.id)).erasedAt).toEqual(clock.now());
  });

  it('can be cancelled within the 30 days, and then nothing is erased', async () => {
    clock.set(saturday);
    const user = await createTestUser(em(), { language: 'en_us' });
    const sid = await sessionCookieFor(app, user.id);
    expect((await call(sid, 'DELETE', '/user')).statusCode).toBe(200);
    // Sessions end after a while idle: the person signs in again to cancel.
    clock.set(new Date(new Date(saturday).getTime() + 10 * 24 * hour));
    const cancelled = await call(await sessionCookieFor(app, user.id), 'DELETE', '/user/deletion');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().delete).toBeNull();
    expect(await app.queues.accountErasure.getJob(erasureJobId(user.id, new Date(saturday)))).toBeUndefined();
    const mail = await latestOutboxMessage(app, user.email, (entry) => entry.subject === 'Your account will not be deleted');
    expect(mail.text).toContain('withdrawn');

    clock.set(new Date(new Date(saturday).getTime() + deletionGraceMs + hour));
    expect(await runJob({ data: { type: 'erase', userId: user.id } })).toBe('not_requested');
    await runJob({ data: { type: 'sweep' } });
    expect(await em().findOneOrFail(UserEntity, user.id)).toMatchObject({ email: user.email, phone: user.phone, erasedAt: null });
    const later = await sessionCookieFor(app, user.id);
    expect((await call(later, 'GET', '/user')).json().delete).toBeNull();
    // Cancelling with nothing pending changes nothing; signed out it is 401.
    expect((await call(later, 'DELETE', '/user/deletion')).statusCode).toBe(200);
    expect((await call(null, 'DELETE', '/user/deletion')).statusCode).toBe(401);
  });

  it('takes down a provider its owner erased', async () => {
    clock.set(saturday);
    const provider = await createProvider(em(), { displayName: 'Ola Hage', photo: null });
    const sid = await sessionCookieFor(app, provider.owner.id);
    expect((await call(sid, 'DELETE', '/user')).statusCode).toBe(200);
    clock.set(new Date(new Date(saturday).getTime() + deletionGraceMs));
    expect(await runJob({ data: { type: 'erase', userId: provider.owner.id } })).toBe('erased');
    const after = await em().findOneOrFail(ProviderEntity, provider.id);
    expect(after).toMatchObject({ status: 'rejected', displayName: 'Slettet bruker', tagline: null, description: '' });
    expect((await app.inject({ method: 'GET', url: `/api/provider/${after.slug}` })).statusCode).not.toBe(200);
  });
});
