import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { LocalBookingPayments } from '#server/modules/payments/local-booking-payments.ts';
import { RecordingNotifier } from '#server/modules/notifications/user-notifier.ts';
import { ProviderScheduleEntity } from '#server/modules/providers/provider-schedule.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { multipartBody } from '#server/test/multipart.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { customRequestJob } from '#workers/jobs/requests/custom-request.job.ts';
import { accountErasureJob } from '#workers/jobs/accounts/account-erasure.job.ts';
import { CustomRequestDraftEntity } from './custom-request-draft.entity.ts';
import { CategoryQuestionEntity } from '#server/modules/catalogue/category-question.entity.ts';
import type { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { CustomRequestRecipientEntity } from './custom-request-recipient.entity.ts';
import { CustomRequestEntity } from './custom-request.entity.ts';
import { PriceOfferEntity } from './price-offer.entity.ts';
import { broadcastIfDue, broadcastJobId } from './request-broadcast.ts';
import { expireOfferJobId } from './price-offer.service.ts';

// Tuesday 09:00 in Oslo.
const start = '2026-12-01T08:00:00Z';
const hour = 3_600_000;
const clock = new ManualClock(start);
const payments = new LocalBookingPayments();
const app = await buildTestApp({ clock, payments });
const em = app.orm.em.fork();
const notifier = new RecordingNotifier();
const messaging = { outbound: app.queues.outboundMessages, notifier, origin: app.config.origin };
const runJob = customRequestJob(app.orm, clock, messaging);
const at = (hours: number) => new Date(new Date(start).getTime() + hours * hour).toISOString();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (cookie: string | null, method: Method, url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, ...(cookie ? { cookies: { sid: cookie } } : {}), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function person() {
  const user = await createTestUser(em);
  return { user, cookie: await sessionCookieFor(app, user.id) };
}

async function providerIn(category: CategoryEntity, locations: string[] = ['oslo']) {
  const provider = await createProvider(em, { category, locations });
  await createService(em, provider, { areas: locations });
  return { provider, cookie: await sessionCookieFor(app, provider.owner.id) };
}

/** A category with three providers in Oslo, one in Bergen, and a customer. */
async function setup() {
  clock.set(start);
  notifier.sent.length = 0;
  const category = await createCategory(em);
  const kind = em.create(CategoryQuestionEntity, { category, type: 'SINGLE_OPTION', titleNo: 'Hva?', titleEn: 'What?', options: { choices: [{ value: 'a', titleNo: 'A', titleEn: 'A' }, { value: 'b', titleNo: 'B', titleEn: 'B' }] }, sortIndex: 1 });
  const followUp = em.create(CategoryQuestionEntity, { category, type: 'NUMBER', titleNo: 'Hvor mye?', titleEn: 'How much?', options: { min: 1, max: 10 }, dependsOnQuestion: kind, dependsOnAnswer: 'b', sortIndex: 2 });
  await em.flush();
  const [one, two, three] = [await providerIn(category), await providerIn(category), await providerIn(category)];
  const bergen = await providerIn(category, ['bergen']);
  const customer = await person();
  return { category, kind, followUp, one: one!, two: two!, three: three!, bergen, customer };
}

const dto = (categoryId: string, recipients: string[], extra: Record<string, unknown> = {}) => ({
  categoryId,
  title: 'Hagen trenger stell',
  description: 'Plen og hekk, om lag 200 m².',
  tags: ['hage'],
  startTime: at(24 * 7),
  deliveryPlace: { street: 'Storgata 1', postalCode: '0155' },
  recipients,
  sendToAll: false,
  answers: [],
  ...extra,
});

const png = (size = 64) => sharp({ create: { width: size, height: size, channels: 3, background: { r: 20, g: 140, b: 90 } } }).png().toBuffer();

/** Subjects of the e-mails queued to an address. */
async function mailsTo(address: string): Promise<string[]> {
  const jobs = await app.queues.outboundMessages.getJobs(['waiting', 'delayed', 'completed', 'active', 'prioritized']);
  return jobs.filter((job) => job.data.to === address).map((job) => job.data.subject ?? job.data.text);
}

async function sendRequest(cookie: string, body: Record<string, unknown>) {
  const response = await call(cookie, 'POST', '/customRequests', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; status: string; recipients: string[]; responses: unknown[] };
}

const offerBody = (customRequestId: string, extra: Record<string, unknown> = {}) => ({ customRequestId, amount: 1500.5, conditions: 'Inkludert avfall', expiresAt: at(48), ...extra });

async function sendOffer(cookie: string, customRequestId: string, extra: Record<string, unknown> = {}) {
  const response = await call(cookie, 'POST', '/priceOffers/provider', offerBody(customRequestId, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; status: string; price: number };
}

describe('sending a custom request', () => {
  it('stores pictures and answers, reaches the chosen providers only, and tells them at once', async () => {
    const { category, kind, followUp, one, two, three, customer } = await setup();
    const form = multipartBody([
      { name: 'customRequestDto', value: JSON.stringify(dto(category.id, [one.provider.id, two.provider.id], { answers: [{ questionId: kind.id, answer: 'b' }, { questionId: followUp.id, answer: 3 }] })) },
      { name: 'files', filename: 'a.png', contentType: 'image/png', bytes: await png() },
      { name: 'files', filename: 'b.png', contentType: 'image/png', bytes: await png(80) },
    ]);
    const response = await app.inject({ method: 'POST', url: '/api/customRequests', cookies: { sid: customer.cookie }, ...form });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ status: 'OPEN', responses: [], recipients: expect.arrayContaining([one.provider.id, two.provider.id]), reachedCount: 2, broadcastAt: at(24) });
    expect(created.files).toHaveLength(2);
    expect(created.answers.map((answer: { answerEn: string }) => answer.answerEn)).toEqual(['B', '3']);
    const picture = await app.inject({ method: 'GET', url: created.files[0].url });
    expect(picture.statusCode).toBe(200);

    // Chosen providers see it; a third provider of the category does not.
    expect((await call(one.cookie, 'GET', `/customRequests/provider/${created.id}`)).json()).toMatchObject({ state: 'open', title: 'Hagen trenger stell', deliveryPlace: { street: '', postalCode: '0155' } });
    expect((await call(three.cookie, 'GET', `/customRequests/provider/${created.id}`)).statusCode).toBe(404);
    const list = (await call(one.cookie, 'GET', '/customRequests/provider?tab=open')).json();
    expect(list.data.map((item: { id: string }) => item.id)).toContain(created.id);
    expect((await call(three.cookie, 'GET', '/customRequests/provider?tab=open')).json().data.map((item: { id: string }) => item.id)).not.toContain(created.id);
    // The customer reads their own; nobody else does.
    expect((await call(customer.cookie, 'GET', `/customRequests/customer/${created.id}`)).statusCode).toBe(200);
    expect((await call(one.cookie, 'GET', `/customRequests/customer/${created.id}`)).statusCode).toBe(404);
    expect((await call(customer.cookie, 'GET', '/customRequests/customer')).json().data[0]).toMatchObject({ id: created.id, offerCount: 0 });
    // An outbox job was queued for each chosen provider's e-mail and SMS.
    const jobs = await app.queues.outboundMessages.getJobs(['waiting', 'delayed', 'completed', 'active']);
    const owners = await em.find(CustomRequestRecipientEntity, { request: created.id }, { populate: ['provider.owner'] });
    for (const recipient of owners) {
      expect(jobs.some((job) => job.data.to === recipient.provider.owner.email && job.data.subject?.includes('Hagen trenger stell'))).toBe(true);
      expect(jobs.some((job) => job.data.to === recipient.provider.owner.phone && job.data.channel === 'sms')).toBe(true);
    }
  });

  it('reaches a provider who turned request e-mails and SMS off in the app only', async () => {
    const { category, one, two, customer } = await setup();
    const off = { bookings: { email: true, sms: true }, requests: { email: false, sms: false }, messages: { email: true, sms: true } };
    expect((await call(two.cookie, 'PUT', '/user/notification-settings', off)).statusCode).toBe(200);
    const title = `Rydding av loft ${Date.now()}`;
    const created = await sendRequest(customer.cookie, dto(category.id, [one.provider.id, two.provider.id], { title }));
    const jobs = await app.queues.outboundMessages.getJobs(['waiting', 'delayed', 'completed', 'active', 'prioritized']);
    const channelsTo = (user: { email: string; phone: string }) =>
      jobs.filter((job) => (job.data.to === user.email || job.data.to === user.phone) && job.data.text.includes(title)).map((job) => job.data.channel).sort();
    expect(channelsTo(one.provider.owner)).toEqual(['email', 'sms']);
    expect(channelsTo(two.provider.owner)).toEqual([]);
    // Still told in the app, where the request waits in the open tab.
    const alerts = await call(two.cookie, 'GET', '/notifications?filter=unread');
    expect(alerts.json().data.map((alert: { key: string; link: string }) => [alert.key, alert.link])).toContainEqual(['requests:notification.newRequest', `/agent/tilbud/${created.id}`]);
  });

  it('refuses more than five pictures, a hidden answer, a missing date and address, and a provider of another category', async () => {
    const { category, followUp, one, customer } = await setup();
    const picture = await png();
    const six = multipartBody([
      { name: 'customRequestDto', value: JSON.stringify(dto(category.id, [one.provider.id])) },
      ...Array.from({ length: 6 }, (_, index) => ({ name: 'files', filename: `${index}.png`, contentType: 'image/png', bytes: picture })),
    ]);
    const tooMany = await app.inject({ method: 'POST', url: '/api/customRequests', cookies: { sid: customer.cookie }, ...six });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({ message: 'Too larges images', data: { key: 'error.upload.images_too_large' } });
    const notPicture = multipartBody([{ name: 'customRequestDto', value: JSON.stringify(dto(category.id, [one.provider.id])) }, { name: 'files', filename: 'x.png', contentType: 'image/png', bytes: Buffer.from('not a picture') }]);
    expect((await app.inject({ method: 'POST', url: '/api/customRequests', cookies: { sid: customer.cookie }, ...notPicture })).statusCode).toBe(400);

    const hidden = await call(customer.cookie, 'POST', '/customRequests', dto(category.id, [one.provider.id], { answers: [{ questionId: followUp.id, answer: 3 }] }));
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().data.issues[0]).toMatchObject({ path: 'answers.0.answer', key: 'error.request.answer_hidden' });
    const { startTime: _s, deliveryPlace: _d, ...bare } = dto(category.id, [one.provider.id]);
    const missing = await call(customer.cookie, 'POST', '/customRequests', bare);
    expect(missing.json().data.issues.map((issue: { key: string; message: string }) => issue.message)).toEqual(['Please pick a date', 'Please choose an address']);
    const stranger = await providerIn(await createCategory(em));
    const wrong = await call(customer.cookie, 'POST', '/customRequests', dto(category.id, [stranger.provider.id]));
    expect(wrong.statusCode).toBe(400);
    // Nothing was stored by any of these.
    expect(await em.count(CustomRequestEntity, { customer: customer.user.id })).toBe(0);
  });

  it('keeps a draft for a visitor until someone signed in saves it', async () => {
    const { customer } = await setup();
    const saved = (await call(null, 'POST', '/customRequests/draft', { stage: 2, customRequestDto: { title: 'Halvferdig' } })).json();
    expect((await call(null, 'GET', `/customRequests/draft/${saved.id}`)).json()).toMatchObject({ stage: 2, customRequestDto: { title: 'Halvferdig' } });
    expect((await call(customer.cookie, 'POST', '/customRequests/draft', { id: saved.id, stage: 3, customRequestDto: { title: 'Nesten' } })).statusCode).toBe(200);
    expect((await call(null, 'GET', `/customRequests/draft/${saved.id}`)).statusCode).toBe(404);
    expect((await call(customer.cookie, 'GET', `/customRequests/draft/${saved.id}`)).json()).toMatchObject({ stage: 3 });
    const other = await person();
    expect((await call(other.cookie, 'POST', '/customRequests/draft', { id: saved.id, stage: 1 })).statusCode).toBe(404);
  });
});

describe('reaching every relevant provider', () => {
  it('after 24 hours, exactly once, when no chosen provider offered: job twice, then the sweep', async () => {
    const { category, one, two, three, bergen, customer } = await setup();
    const created = await sendRequest(customer.cookie, dto(category.id, [one.provider.id]));
    // The broadcast waits in the real queue for its 24 hours.
    const waiting = await app.queues.customRequests.getJob(broadcastJobId(created.id));
    expect(waiting?.opts.delay).toBe(24 * 3_600_000);
    expect(await runJob({ data: { type: 'broadcast', requestId: created.id } })).toBe(0);
    clock.set(at(24));
    notifier.sent.length = 0;
    expect(await runJob({ data: { type: 'broadcast', requestId: created.id } })).toBe(2);
    expect(await runJob({ data: { type: 'broadcast', requestId: created.id } })).toBe(0);
    await runJob({ data: { type: 'sweep' } });
    const reached = await em.find(CustomRequestRecipientEntity, { request: created.id });
    expect(reached.map((row) => row.provider.id).sort()).toEqual([one.provider.id, two.provider.id, three.provider.id].sort());
    expect(reached.map((row) => row.provider.id)).not.toContain(bergen.provider.id);
    // Each newly reached provider got one alert in their room.
    expect(notifier.sent.filter((sent) => sent.notification.key === 'requests:notification.newRequest' && sent.notification.link?.includes(created.id)).map((sent) => sent.userId).sort()).toEqual([two.provider.owner.id, three.provider.owner.id].sort());
    expect((await call(three.cookie, 'GET', `/customRequests/provider/${created.id}`)).statusCode).toBe(200);
  });

  it('the sweep broadcasts a request whose job was lost; an offer of a chosen provider makes it unnecessary', async () => {
    const { category, one, customer } = await setup();
    const lost = await sendRequest(customer.cookie, dto(category.id, [one.provider.id]));
    const answered = await sendRequest(customer.cookie, dto(category.id, [one.provider.id]));
    await sendOffer(one.cookie, answered.id);
    clock.set(at(25));
    await runJob({ data: { type: 'sweep' } });
    expect(await em.count(CustomRequestRecipientEntity, { request: lost.id })).toBe(3);
    expect(await em.count(CustomRequestRecipientEntity, { request: answered.id })).toBe(1);
    expect((await em.findOneOrFail(CustomRequestEntity, answered.id, { refresh: true })).broadcastDoneAt).not.toBeNull();
  });

  it('"send to all" reaches every relevant provider at once, and broadcasting again reaches nobody', async () => {
    const { category, one, two, three, customer } = await setup();
    const paused = await providerIn(category);
    em.create(ProviderScheduleEntity, { provider: paused.provider, isAvailable: false, weekdays: [], overrides: [] });
    await em.flush();
    const created = await sendRequest(customer.cookie, dto(category.id, [], { sendToAll: true }));
    const reached = await em.find(CustomRequestRecipientEntity, { request: created.id });
    expect(reached.map((row) => row.provider.id).sort()).toEqual([one.provider.id, two.provider.id, three.provider.id].sort());
    expect(await broadcastIfDue(em.fork(), messaging, created.id, clock.now())).toBe(0);
  });
});

describe('offers', () => {
  it('are sent, edited, seen and expire; one open offer per provider; the deadline rules hold', async () => {
    const { category, one, two, customer } = await setup();
    const created = await sendRequest(customer.cookie, dto(category.id, [one.provider.id, two.provider.id]));
    const openCount = async (cookie: string) => (await call(cookie, 'GET', '/customRequests/provider/counts')).json().open;
    expect(await openCount(one.cookie)).toBe(1);
    const offer = await sendOffer(one.cookie, created.id);
    expect(offer).toMatchObject({ status: 'sent', price: 1500.5 });
    // Answered: no longer waiting in the menu's count; the other provider's still is.
    expect(await openCount(one.cookie)).toBe(0);
    expect(await openCount(two.cookie)).toBe(1);
    expect((await call(customer.cookie, 'GET', '/customRequests/provider/counts')).statusCode).toBe(404);
    // Its expiry waits in the real queue.
    const offerRow = await em.findOneOrFail(PriceOfferEntity, offer.id);
    expect(await app.queues.customRequests.getJob(expireOfferJobId(offer.id, offerRow.expiresAt))).toBeTruthy();
    expect((await em.findOneOrFail(PriceOfferEntity, offer.id)).amountOre).toBe(150_050);
    const twice = await call(one.cookie, 'POST', '/priceOffers/provider', offerBody(created.id));
    expect(twice.statusCode).toBe(409);
    const late = await call(two.cookie, 'POST', '/priceOffers/provider', offerBody(created.id, { expiresAt: at(24 * 8) }));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('The expiry date cannot be set after the scheduled delivery time.');
    expect((await call(two.cookie, 'POST', '/priceOffers/provider', offerBody(created.id, { amount: 0.5 }))).statusCode).toBe(400);
    expect((await call(two.cookie, 'POST', '/priceOffers/provider', offerBody(created.id, { amount: 10.555 }))).json().data.issues[0].key).toBe('error.offer.amount_decimals');

    const edited = await call(one.cookie, 'PATCH', `/price-offer/${offer.id}`, { amount: 1400, conditions: 'Uten avfall' });
    expect(edited.json()).toMatchObject({ price: 1400, conditions: 'Uten avfall' });
    expect((await call(two.cookie, 'PATCH', `/price-offer/${offer.id}`, { amount: 1 })).statusCode).toBe(404);
    expect((await call(one.cookie, 'PATCH', `/price-offer/${offer.id}`, { expiresAt: at(24 * 8) })).statusCode).toBe(400);

    expect((await call(one.cookie, 'PATCH', `/price-offer/seen/${offer.id}`)).statusCode).toBe(404);
    const seen = (await call(customer.cookie, 'PATCH', `/price-offer/seen/${offer.id}`)).json();
    expect(seen.seenAt).toBe(start.replace('Z', '.000Z'));
    clock.set(at(1));
    expect((await call(customer.cookie, 'PATCH', `/price-offer/seen/${offer.id}`)).json().seenAt).toBe(seen.seenAt);
    expect((await call(one.cookie, 'GET', `/customRequests/provider/${created.id}`)).json().offer.seenAt).toBe(seen.seenAt);
    expect((await call(one.cookie, 'GET', '/customRequests/provider?tab=offers_sent')).json().data.map((item: { id: string }) => item.id)).toContain(created.id);

    // Expiry: a job early does nothing; at the deadline it expires once.
    expect(await runJob({ data: { type: 'expireOffer', offerId: offer.id } })).toBe(false);
    clock.set(at(48));
    expect(await runJob({ data: { type: 'expireOffer', offerId: offer.id } })).toBe(true);
    expect(await runJob({ data: { type: 'expireOffer', offerId: offer.id } })).toBe(false);
    const accept = await call(customer.cookie, 'POST', `/priceOffers/customer/${offer.id}`);
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ message: 'Offer has expired.', data: { key: 'error.offer.expired' } });
    expect((await call(one.cookie, 'PATCH', `/price-offer/${offer.id}`, { amount: 1 })).json().message).toBe('Offer has expired.');
    const view = (await call(customer.cookie, 'GET', `/customRequests/customer/${created.id}`)).json();
    expect(view.responses).toEqual([expect.objectContaining({ id: offer.id, type: 'OFFER', status: 'expired', price: 1400, providerId: one.provider.id })]);
  });

  it('an offer past its deadline whose job was lost cannot be accepted, and the sweep expires it', async () => {
    const { category, one, customer } = await setup();
    const created = await sendRequest(customer.cookie, dto(category.id, [one.provider.id]));
    const offer = await sendOffer(one.cookie, created.id);
    clock.set(at(49));
    expect((await call(customer.cookie, 'POST', `/priceOffers/customer/${offer.id}`)).json().data.key).toBe('error.offer.expired');
    await runJob({ data: { type: 'sweep' } });
    expect((await em.findOneOrFail(PriceOfferEntity, offer.id, { refresh: true })).status).toBe('expired');
  });

  it('a provider declines with a reason and cannot offer after it', async () => {
    const { category, one, customer } = await setup();
    const created = await sendRequest(customer.cookie, dto(category.id, [one.provider.id]));
    expect((await call(one.cookie, 'POST', '/customRequests/reject', { customRequestId: created.id, rejectReason: 'kort' })).statusCode).toBe(400);
    const rejected = await call(one.cookie, 'POST', '/customRequests/reject', { customRequestId: created.id, rejectReason: 'Fullbooket den uka' });
    expect(rejected.json()).toMatchObject({ rejectReason: 'Fullbooket den uka' });
    expect((await call(one.cookie, 'GET', `/customRequests/rejected/${created.id}`)).json().rejectReason).toBe('Fullbooket den uka');
    expect((await call(one.cookie, 'POST', '/priceOffers/provider', offerBody(created.id))).statusCode).toBe(409);
    expect((await call(customer.cookie, 'GET', `/customRequests/customer/${created.id}`)).json().responses[0]).toMatchObject({ type: 'REJECTED', rejectReason: 'Fullbooket den uka' });
    expect((await call(one.cookie, 'GET', '/customRequests/provider?tab=previous')).json().data.map((item: { id: string }) => item.id)).toContain(created.id);
  });
});

describe('accepting an offer', () => {
  it('of two accepted at once, exactly one wins; the request and the other offer close; the booking is paid the usual way', async () => {
    const { category, one, two, customer } = await setup();
    const created = await sendRequest(customer.cookie, dto(category.id, [one.provider.id, two.provider.id]));
    const first = await sendOffer(one.cookie, created.id);
    const second = await sendOffer(two.cookie, created.id, { amount: 1200 });
    const answers = await Promise.all([first, second].map((offer) => call(customer.cookie, 'POST', `/priceOffers/customer/${offer.id}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    const bookingId = answers[winner]!.json().bookingId as string;
    const bookings = await em.find(BookingEntity, { customer: customer.user.id });
    expect(bookings.map((booking) => booking.id)).toEqual([bookingId]);
    const booking = bookings[0]!;
    expect(booking).toMatchObject({ status: 'awaiting_payment', priceOre: winner === 0 ? 150_050 : 120_000, serviceTitle: 'Hagen trenger stell', deliveryPostalCode: '0155' });
    expect(booking.startsAt.toISOString()).toBe(at(24 * 7));
    expect(booking.paymentDueBy?.toISOString()).toBe(at(72));

    // Accepting again answers the same booking; the other offer cannot be accepted any more.
    expect((await call(customer.cookie, 'POST', `/priceOffers/customer/${[first, second][winner]!.id}`)).json()).toEqual({ bookingId });
    const view = (await call(customer.cookie, 'GET', `/customRequests/customer/${created.id}`)).json();
    expect(view.status).toBe('CLOSED');
    expect(view.responses.map((response: { status: string }) => response.status).sort()).toEqual(['accepted', 'closed']);
    const loser = [one, two][1 - winner]!;
    expect(await mailsTo(loser.provider.owner.email)).toContain('Forespørselen «Hagen trenger stell» er lukket');
    expect(await mailsTo([one, two][winner]!.provider.owner.email)).toContain('Tilbudet ditt på «Hagen trenger stell» er godtatt');
    expect((await call(loser.cookie, 'GET', `/customRequests/provider/${created.id}`)).json().state).toBe('closed');
    const winnerCookie = [one, two][winner]!.cookie;
    expect((await call(winnerCookie, 'GET', '/customRequests/provider?tab=pending_customer')).json().data.map((item: { id: string }) => item.id)).toContain(created.id);
    expect((await call(winnerCookie, 'GET', `/customRequests/provider/${created.id}`)).json()).toMatchObject({ state: 'accepted', deliveryPlace: { street: 'Storgata 1' } });

    const paid = await call(customer.cookie, 'POST', `/booking/${bookingId}/pay`, { paymentMethod: 'card', acceptTerms: true });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().status).toBe('confirmed');
    expect((await call(winnerCookie, 'GET', '/customRequests/provider?tab=previous')).json().data.map((item: { id: string }) => item.id)).toContain(created.id);
  });

  it('refuses a busy time (the offer stays open), a paused provider, and anyone but the customer', async () => {
    const { category, one, two, customer } = await setup();
    const created = await sendRequest(customer.cookie, dto(category.id, [one.provider.id, two.provider.id]));
    const offer = await sendOffer(one.cookie, created.id);
    // Provider one is booked at that time by someone else.
    const other = await sendRequest((await person()).cookie, dto(category.id, [one.provider.id]));
    const otherCustomer = await em.findOneOrFail(CustomRequestEntity, other.id);
    const otherCookie = await sessionCookieFor(app, otherCustomer.customer.id);
    const taken = await sendOffer(one.cookie, other.id);
    expect((await call(otherCookie, 'POST', `/priceOffers/customer/${taken.id}`)).statusCode).toBe(200);

    expect((await call(two.cookie, 'POST', `/priceOffers/customer/${offer.id}`)).statusCode).toBe(404);
    expect((await call(otherCookie, 'POST', `/priceOffers/customer/${offer.id}`)).statusCode).toBe(404);
    const busy = await call(customer.cookie, 'POST', `/priceOffers/customer/${offer.id}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('Time is already booked.');
    expect((await em.findOneOrFail(PriceOfferEntity, offer.id, { refresh: true })).status).toBe('sent');
    expect((await em.findOneOrFail(CustomRequestEntity, created.id, { refresh: true })).status).toBe('OPEN');

    const pausedOffer = await sendOffer(two.cookie, created.id);
    em.create(ProviderScheduleEntity, { provider: two.provider, isAvailable: false, weekdays: [], overrides: [] });
    await em.flush();
    expect((await call(customer.cookie, 'GET', `/customRequests/customer/${created.id}`)).json().responses.find((response: { id: string }) => response.id === pausedOffer.id).status).toBe('PAUSED');
    expect((await call(customer.cookie, 'POST', `/priceOffers/customer/${pausedOffer.id}`)).json().data.key).toBe('error.offer.provider_paused');
  });

  it('an undated request books the start the offer proposed; an undecided address is given at accept', async () => {
    const { category, one, customer } = await setup();
    const created = await sendRequest(customer.cookie, dto(category.id, [one.provider.id], { startTime: null, deliveryPlace: null }));
    expect((await call(one.cookie, 'POST', '/priceOffers/provider', offerBody(created.id))).json().data.key).toBe('error.offer.start_required');
    const offer = await sendOffer(one.cookie, created.id, { startTime: at(24 * 5), durationMinutes: 180, expiresAt: at(24 * 3) });
    const noAddress = await call(customer.cookie, 'POST', `/priceOffers/customer/${offer.id}`);
    expect(noAddress.json().message).toBe('Please choose an address');
    const accepted = await call(customer.cookie, 'POST', `/priceOffers/customer/${offer.id}`, { deliveryPlace: { street: 'Torggata 5', postalCode: '0181' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const booking = await em.findOneOrFail(BookingEntity, accepted.json().bookingId);
    expect(booking.startsAt.toISOString()).toBe(at(24 * 5));
    expect(booking.endsAt.toISOString()).toBe(at(24 * 5 + 3));
    expect(booking.deliveryStreet).toBe('Torggata 5');
  });

  it('a replacement request keeps its price', async () => {
    const { category, one, customer } = await setup();
    const created = await sendRequest(customer.cookie, dto(category.id, [one.provider.id]));
    await em.nativeUpdate(CustomRequestEntity, { id: created.id }, { isReplacement: true, replacementPriceOre: 200_000 });
    expect((await call(one.cookie, 'POST', '/priceOffers/provider', offerBody(created.id, { amount: 1900 }))).json().data.key).toBe('error.offer.price_fixed');
    const offer = await sendOffer(one.cookie, created.id, { amount: 2000 });
    expect((await call(one.cookie, 'PATCH', `/price-offer/${offer.id}`, { amount: 2100 })).json().data.key).toBe('error.offer.price_fixed');
    expect((await call(one.cookie, 'PATCH', `/price-offer/${offer.id}`, { conditions: 'Samme pris' })).statusCode).toBe(200);
  });
});

describe('cancelling', () => {
  it('closes the open offers and tells their providers; again changes nothing; nobody else may', async () => {
    const { category, one, two, customer } = await setup();
    const created = await sendRequest(customer.cookie, dto(category.id, [one.provider.id, two.provider.id]));
    const offer = await sendOffer(one.cookie, created.id);
    expect((await call(one.cookie, 'DELETE', `/customRequests/customer/${created.id}/cancel`)).statusCode).toBe(404);
    const cancelled = await call(customer.cookie, 'DELETE', `/customRequests/customer/${created.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', responses: [expect.objectContaining({ id: offer.id, status: 'closed' })] });
    expect(await mailsTo(one.provider.owner.email)).toContain('Forespørselen «Hagen trenger stell» ble trukket');
    expect(await mailsTo(two.provider.owner.email)).not.toContain('Forespørselen «Hagen trenger stell» ble trukket');
    expect((await call(customer.cookie, 'DELETE', `/customRequests/customer/${created.id}/cancel`)).json().status).toBe('CANCELLED');
    expect((await call(customer.cookie, 'POST', `/priceOffers/customer/${offer.id}`)).statusCode).toBe(409);
    expect((await call(two.cookie, 'POST', '/priceOffers/provider', offerBody(created.id))).json().data.key).toBe('error.request.closed');
  });
});

describe('erasing an account', () => {
  it('removes the person\'s custom requests with their pictures and offers, and their drafts', async () => {
    const { category, one, customer } = await setup();
    const form = multipartBody([
      { name: 'customRequestDto', value: JSON.stringify(dto(category.id, [one.provider.id])) },
      { name: 'files', filename: 'a.png', contentType: 'image/png', bytes: await png() },
    ]);
    const created = (await app.inject({ method: 'POST', url: '/api/customRequests', cookies: { sid: customer.cookie }, ...form })).json();
    await sendOffer(one.cookie, created.id);
    await call(customer.cookie, 'POST', '/customRequests/draft', { stage: 2, customRequestDto: { title: 'Utkast' } });
    expect((await call(customer.cookie, 'DELETE', '/user')).statusCode).toBe(200);
    clock.set(at(31 * 24));
    const erase = accountErasureJob(app.orm, clock, { sessions: app.sessions, paymentGateway: app.paymentGateway, media: app.media, privateMedia: app.privateMedia });
    expect(await erase({ data: { type: 'erase', userId: customer.user.id } })).toBe('erased');
    expect(await em.count(CustomRequestEntity, { customer: customer.user.id })).toBe(0);
    expect(await em.count(PriceOfferEntity, { request: created.id })).toBe(0);
    expect(await em.count(CustomRequestDraftEntity, { owner: customer.user.id })).toBe(0);
    expect((await app.inject({ method: 'GET', url: created.files[0].url })).statusCode).toBe(404);
    // A session made now: the 31 days have ended the old one.
    expect((await call(await sessionCookieFor(app, one.provider.owner.id), 'GET', `/customRequests/provider/${created.id}`)).statusCode).toBe(404);
  });
});
