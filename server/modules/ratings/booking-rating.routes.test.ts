import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { AuditLogEntity } from '#server/modules/admin/audit-log.entity.ts';
import { createTestBooking } from '#server/test/booking-factories.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { socketChatEvents } from '#server/modules/chats/chat-events.ts';
import { bookingDeadlineJob } from '../../../workers/jobs/bookings/booking-deadline.job.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';

const clock = new ManualClock('2026-12-01T08:00:00Z');
const app = await buildTestApp({ clock });
const em = app.orm.em.fork();
const hour = 3_600_000;
const day = 24 * hour;

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, cookies: { sid: cookie }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

/** A paid booking starting in an hour; `done` marks it done by its provider two hours later. */
async function aBooking(options: { done?: boolean } = {}) {
  clock.set('2026-12-01T08:00:00Z');
  const provider = await createProvider(em);
  const service = await createService(em, provider, { title: 'Flyttevask', areas: ['oslo'] });
  const customer = await createTestUser(em, { firstName: 'Kari' });
  const booking = await createTestBooking(em, { provider, service, customerId: customer.id, status: 'confirmed', startsAt: new Date(clock.now().getTime() + hour), now: clock.now() });
  const customerCookie = await sessionCookieFor(app, customer.id);
  const providerCookie = await sessionCookieFor(app, provider.owner.id);
  if (options.done !== false) {
    clock.set('2026-12-01T10:00:00Z');
    const done = await call(providerCookie, 'POST', `/booking/${booking.id}/done`);
    expect(done.statusCode, done.body).toBe(200);
  }
  return { booking, provider, service, customerCookie, providerCookie };
}

describe('rating a booking', () => {
  it('the customer rates a done booking once; the rating is public with the first name, and the figures move at once', async () => {
    const { booking, provider, service, customerCookie, providerCookie } = await aBooking();
    // Marking it done asked the customer how it went, linking to the rating.
    const notifications = (await call(customerCookie, 'GET', '/notifications')).json().data as Array<{ key: string; link: string }>;
    expect(notifications).toContainEqual(expect.objectContaining({ key: 'notifications:booking.rateInvite', link: `/account/bestillinger/${booking.id}?vurder=1` }));
    const rated = await call(customerCookie, 'POST', `/rating/booking/${booking.id}`, { numStars: 4, comment: '  Grundig og hyggelig.  ', anonymous: false });
    expect(rated.statusCode, rated.body).toBe(201);
    expect(rated.json()).toMatchObject({ bookingId: booking.id, numStars: 4, comment: 'Grundig og hyggelig.', anonymous: false, created: '2026-12-01T10:00:00.000Z' });

    expect((await call(customerCookie, 'GET', `/rating/booking/${booking.id}`)).json()).toMatchObject({ numStars: 4 });
    expect((await call(providerCookie, 'GET', `/rating/booking/${booking.id}`)).json()).toMatchObject({ numStars: 4 });
    const stranger = await sessionCookieFor(app, (await createTestUser(em)).id);
    expect((await call(stranger, 'GET', `/rating/booking/${booking.id}`)).statusCode).toBe(404);

    const again = await call(customerCookie, 'POST', `/rating/booking/${booking.id}`, { numStars: 5, comment: null, anonymous: false });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.key).toBe('error.rating.already_rated');

    const page = (await app.inject({ method: 'GET', url: `/api/ratings/${provider.id}` })).json();
    expect(page.data).toEqual([expect.objectContaining({ numStars: 4, comment: 'Grundig og hyggelig.', customerFirstname: 'Kari', serviceTitle: 'Flyttevask' })]);
    const fresh = em.fork();
    expect(await fresh.findOneOrFail(ProviderEntity, provider.id)).toMatchObject({ ratingAverage: 4, ratingCount: 1 });
    expect(await fresh.findOneOrFail(ServiceEntity, service.id)).toMatchObject({ ratingAverage: 4, ratingCount: 1 });
  });

  it('keeps an anonymous customer\'s name out of every public answer', async () => {
    const { booking, provider, customerCookie } = await aBooking();
    expect((await call(customerCookie, 'POST', `/rating/booking/${booking.id}`, { numStars: 2, anonymous: true })).statusCode).toBe(201);
    const body = (await app.inject({ method: 'GET', url: `/api/ratings/${provider.id}` })).body;
    expect(JSON.parse(body).data[0]).toMatchObject({ numStars: 2, customerFirstname: null, comment: null });
    expect(body).not.toContain('Kari');
  });

  it('refuses before the booking is done, after 30 days, the provider, someone else, and bad stars', async () => {
    const open = await aBooking({ done: false });
    const early = await call(open.customerCookie, 'POST', `/rating/booking/${open.booking.id}`, { numStars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You can rate the job once it is done.');

    const { booking, customerCookie, providerCookie } = await aBooking();
    expect((await call(providerCookie, 'POST', `/rating/booking/${booking.id}`, { numStars: 5 })).statusCode).toBe(403);
    const stranger = await sessionCookieFor(app, (await createTestUser(em)).id);
    expect((await call(stranger, 'POST', `/rating/booking/${booking.id}`, { numStars: 5 })).statusCode).toBe(404);
    for (const numStars of [0, 6, 3.5]) {
      const bad = await call(customerCookie, 'POST', `/rating/booking/${booking.id}`, { numStars });
      expect(bad.statusCode).toBe(400);
    }
    const tooLong = await call(customerCookie, 'POST', `/rating/booking/${booking.id}`, { numStars: 3, comment: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);

    clock.set(new Date(Date.parse('2026-12-01T10:00:00Z') + 30 * day + 1).toISOString());
    // A month on, the customer signs in again.
    const later = await sessionCookieFor(app, booking.customer.id);
    const late = await call(later, 'POST', `/rating/booking/${booking.id}`, { numStars: 5 });
    expect(late.statusCode).toBe(409);
    expect(late.json().data.key).toBe('error.rating.window_passed');
    expect((await call(later, 'GET', `/rating/booking/${booking.id}`)).statusCode).toBe(404);
  });

  it('the provider answers a rating once, publicly under it', async () => {
    const { booking, provider, customerCookie, providerCookie } = await aBooking();
    const { id } = (await call(customerCookie, 'POST', `/rating/booking/${booking.id}`, { numStars: 3, comment: 'Litt sent.' })).json();
    expect((await call(customerCookie, 'POST', `/ratings/${id}/reply`, { text: 'Takk!' })).statusCode).toBe(404);
    expect((await call(providerCookie, 'POST', `/ratings/${id}/reply`, { text: '   ' })).json().data.issues[0].key).toBe('error.rating.reply_required');
    clock.set('2026-12-02T09:00:00Z');
    const replied = await call(providerCookie, 'POST', `/ratings/${id}/reply`, { text: '  Beklager forsinkelsen, takk for tilbakemeldingen.  ' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json()).toEqual({ ratingId: id, text: 'Beklager forsinkelsen, takk for tilbakemeldingen.', created: '2026-12-02T09:00:00.000Z' });
    const again = await call(providerCookie, 'POST', `/ratings/${id}/reply`, { text: 'Igjen' });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.key).toBe('error.rating.already_replied');
    const page = (await app.inject({ method: 'GET', url: `/api/ratings/${provider.id}` })).json();
    expect(page.data[0].reply).toEqual({ text: 'Beklager forsinkelsen, takk for tilbakemeldingen.', created: '2026-12-02T09:00:00.000Z' });
  });

  it('support hides a rating that breaks the rules: gone from the public list and the figures, audited, and the customer told', async () => {
    const { booking, provider, customerCookie, providerCookie } = await aBooking();
    const { id } = (await call(customerCookie, 'POST', `/rating/booking/${booking.id}`, { numStars: 1, comment: 'Stygge ord.' })).json();
    const admin = await createTestUser(em);
    await em.nativeUpdate(UserEntity, { id: admin.id }, { isAdmin: true });
    const adminCookie = await sessionCookieFor(app, admin.id);
    expect((await call(providerCookie, 'POST', `/admin/ratings/${id}/hide`, { reason: 'Brudd på retningslinjene.' })).statusCode).toBe(403);
    expect((await call(adminCookie, 'POST', `/admin/ratings/${id}/hide`, { reason: 'Kort' })).statusCode).toBe(400);

    const hidden = await call(adminCookie, 'POST', `/admin/ratings/${id}/hide`, { reason: 'Sjikane av leverandøren, brudd på retningslinjene.' });
    expect(hidden.statusCode, hidden.body).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/ratings/${provider.id}` })).json().data).toEqual([]);
    expect(await em.fork().findOneOrFail(ProviderEntity, provider.id)).toMatchObject({ ratingAverage: null, ratingCount: 0 });
    expect((await call(customerCookie, 'GET', `/rating/booking/${booking.id}`)).json()).toMatchObject({ numStars: 1, hidden: true });
    const logged = await em.fork().find(AuditLogEntity, { targetType: 'rating', targetId: id });
    expect(logged).toEqual([expect.objectContaining({ action: 'rating.hide', details: expect.objectContaining({ reason: 'Sjikane av leverandøren, brudd på retningslinjene.' }) })]);
    const told = (await call(customerCookie, 'GET', '/notifications')).json().data as Array<{ key: string; link: string }>;
    expect(told).toContainEqual(expect.objectContaining({ key: 'notifications:rating.hidden', link: `/account/bestillinger/${booking.id}` }));

    // Again: nothing more is logged or told.
    expect((await call(adminCookie, 'POST', `/admin/ratings/${id}/hide`, { reason: 'Sjikane av leverandøren, brudd på retningslinjene.' })).statusCode).toBe(204);
    expect(await em.fork().count(AuditLogEntity, { targetType: 'rating', targetId: id })).toBe(1);
  });

  it('reminds a customer who has not rated once, three days after the job, however often the job runs', async () => {
    const runJob = bookingDeadlineJob(app.orm, clock, app.queues.outboundMessages, { notifier: app.notifier, chat: socketChatEvents(app.io) });
    const { booking, customerCookie } = await aBooking();
    const reminders = async () =>
      ((await call(customerCookie, 'GET', '/notifications')).json().data as Array<{ key: string; link: string }>).filter((item) => item.key === 'notifications:booking.rateReminder');
    // Done at 10:00 on 1 December: not before 10:00 on the 4th.
    clock.set('2026-12-04T09:59:00Z');
    expect(await runJob({ data: { type: 'rateReminder', bookingId: booking.id } })).toBe(false);
    clock.set('2026-12-04T10:00:00Z');
    const [once, twice] = await Promise.all([
      runJob({ data: { type: 'rateReminder', bookingId: booking.id } }),
      runJob({ data: { type: 'rateReminder', bookingId: booking.id } }),
    ]);
    expect([once, twice].sort()).toEqual([false, true]);
    expect(await reminders()).toEqual([expect.objectContaining({ link: `/account/bestillinger/${booking.id}?vurder=1` })]);

    // A rated booking is never reminded, even by the sweep after a lost job.
    const rated = await aBooking();
    expect((await call(rated.customerCookie, 'POST', `/rating/booking/${rated.booking.id}`, { numStars: 5 })).statusCode).toBe(201);
    clock.set('2026-12-05T10:00:00Z');
    await runJob({ data: { type: 'rateReminderSweep' } });
    const ratedReminders = ((await call(rated.customerCookie, 'GET', '/notifications')).json().data as Array<{ key: string }>).filter((item) => item.key === 'notifications:booking.rateReminder');
    expect(ratedReminders).toEqual([]);
    expect(await reminders()).toHaveLength(1);
  });
});
