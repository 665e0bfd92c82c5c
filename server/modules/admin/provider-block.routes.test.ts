import { describe, expect, it } from 'vitest';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { latestOutboxMessage } from '#server/test/test-workers.ts';
import { bookingBody, hidden, publicListingKit, thursday, visible } from './public-listing.test-kit.ts';

const { app, clock, em, admin, call, listing, publicView } = await publicListingKit();
const { ten: thursdayTen, eleven: thursdayEleven, noon: thursdayNoon, one: thursdayOne } = thursday;

const block = (userId: string) => call({ method: 'POST', url: `/api/admin/users/${userId}/block`, sid: admin.sid, payload: { message: 'Kontoen er sperret. Kontakt oss.' } });
const unblock = (userId: string) => call({ method: 'POST', url: `/api/admin/users/${userId}/unblock`, sid: admin.sid });

describe('a provider whose owner is blocked', () => {
  it('disappears from every public list and page at once (cached answers included) and comes back when unblocked', async () => {
    const l = await listing();
    // Read everything twice, so the explore and availability caches hold the listing.
    expect(await publicView(l)).toEqual(visible);
    expect(await publicView(l)).toEqual(visible);

    expect((await block(l.owner.id)).statusCode).toBe(200);
    expect(await publicView(l)).toEqual(hidden);

    expect((await unblock(l.owner.id)).statusCode).toBe(200);
    expect(await publicView(l)).toEqual(visible);
  });

  it('is hidden the same way when its approval is withdrawn', async () => {
    const l = await listing();
    await em.nativeUpdate(ProviderEntity, { id: l.provider.id }, { status: 'pending' });
    app.publicCaches.clear();
    expect(await publicView(l)).toEqual(hidden);
    const customer = await sessionCookieFor(app, (await createTestUser(em)).id);
    const refused = await call({ method: 'POST', url: '/api/custom-request/service', sid: customer, payload: bookingBody(l.service.id, thursdayTen) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.key).toBe('error.booking.service_unavailable');
  });

  it('takes no new bookings, requests or moves: 409 "Service is not available"; unblocked it is bookable again', async () => {
    const l = await listing();
    const customerUser = await createTestUser(em);
    const customer = await sessionCookieFor(app, customerUser.id);
    const confirmed = await call({ method: 'POST', url: '/api/booking', sid: customer, payload: bookingBody(l.service.id, thursdayTen) });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const bookingId = confirmed.json<{ id: string }>().id;

    await block(l.owner.id);
    const refusals = [
      await call({ method: 'POST', url: '/api/booking', sid: customer, payload: bookingBody(l.service.id, thursdayNoon) }),
      await call({ method: 'POST', url: '/api/custom-request/service', sid: customer, payload: bookingBody(l.service.id, thursdayNoon) }),
      await call({ url: `/api/explore/services/${l.service.slug}/days-available?year=2026` }),
      await call({ url: `/api/explore/services/${l.service.slug}/times-available?day=2026-12-03` }),
      await call({ url: `/api/provider/${bookingId}/dates?year=2026`, sid: customer }),
      await call({ url: `/api/provider/${bookingId}/time?day=2026-12-03`, sid: customer }),
      await call({ method: 'PUT', url: `/api/booking/${bookingId}/time`, sid: customer, payload: { from: thursdayNoon, to: thursdayOne } }),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ message: 'Service is not available', data: { key: 'error.booking.service_unavailable' } });
    }
    // An unknown service is still simply not found.
    const unknown = await call({ method: 'POST', url: '/api/custom-request/service', sid: customer, payload: bookingBody('00000000-0000-4000-8000-000000000000', thursdayNoon) });
    expect(unknown.statusCode).toBe(404);
    // The confirmed booking was not moved.
    expect((await em.fork().findOneOrFail(BookingEntity, bookingId)).startsAt.toISOString()).toBe(thursdayTen);

    await unblock(l.owner.id);
    const again = await call({ method: 'POST', url: '/api/custom-request/service', sid: customer, payload: bookingBody(l.service.id, thursdayNoon) });
    expect(again.statusCode, again.body).toBe(201);
    const moved = await call({ method: 'PUT', url: `/api/booking/${bookingId}/time`, sid: customer, payload: { from: thursdayOne, to: '2026-12-03T13:00:00.000Z' } });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('declines its open requests and unpaid bookings for the customers, tells them, and leaves confirmed bookings to support', async () => {
    const l = await listing();
    const owner = await sessionCookieFor(app, l.owner.id);
    const nbCustomer = await createTestUser(em, { language: 'nb_no' });
    const enCustomer = await createTestUser(em, { language: 'en_us' });
    const payer = await createTestUser(em);
    const nb = await sessionCookieFor(app, nbCustomer.id);
    const en = await sessionCookieFor(app, enCustomer.id);

    const request = await call({ method: 'POST', url: '/api/custom-request/service', sid: nb, payload: bookingBody(l.service.id, thursdayTen) });
    expect(request.statusCode, request.body).toBe(201);
    const accepted = await call({ method: 'POST', url: '/api/custom-request/service', sid: en, payload: bookingBody(l.service.id, thursdayEleven) });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect((await call({ method: 'POST', url: `/api/booking/${accepted.json().id}/accept`, sid: owner })).json().status).toBe('awaiting_payment');
    const paid = await call({ method: 'POST', url: '/api/booking', sid: await sessionCookieFor(app, payer.id), payload: bookingBody(l.service.id, thursdayNoon) });
    expect(paid.json().status).toBe('confirmed');

    // Before the block nothing of this provider needs support.
    const before = await call({ url: '/api/admin/bookings/attention', sid: admin.sid });
    expect(before.json().data.map((row: { id: string }) => row.id)).not.toContain(paid.json().id);

    expect((await block(l.owner.id)).statusCode).toBe(200);

    const fresh = em.fork();
    const row = (response: typeof request) => fresh.findOneOrFail(BookingEntity, response.json<{ id: string }>().id);
    const requestRow = await row(request);
    const acceptedRow = await row(accepted);
    const paidRow = await row(paid);
    expect(requestRow).toMatchObject({ status: 'request_denied', declineReasonKey: 'provider_unavailable' });
    expect(acceptedRow).toMatchObject({ status: 'request_denied', declineReasonKey: 'provider_unavailable' });
    expect(paidRow.status).toBe('confirmed');

    // The customer sees why on the booking.
    const shown = await call({ url: `/api/booking/${request.json().id}`, sid: nb });
    expect(shown.json()).toMatchObject({ status: 'request_denied', declineReasonKey: 'provider_unavailable' });

    // Each customer is told in their language, by e-mail and SMS.
    const nbMail = await latestOutboxMessage(app, nbCustomer.email, (entry) => entry.text.includes(requestRow.orderNumber));
    expect(nbMail.subject).toBe(`Bestillingen ${requestRow.orderNumber} blir ikke noe av`);
    expect(nbMail.text).toContain('kan ikke lenger ta oppdraget');
    const enMail = await latestOutboxMessage(app, enCustomer.email, (entry) => entry.text.includes(acceptedRow.orderNumber));
    expect(enMail.subject).toBe(`Your booking ${acceptedRow.orderNumber} cannot go ahead`);
    expect(enMail.text).toContain('can no longer take the job');
    const sms = await latestOutboxMessage(app, enCustomer.phone, (entry) => entry.text.includes(acceptedRow.orderNumber));
    expect(sms.text).toContain('can no longer take');

    // Support sees the confirmed booking, with what it needs to call the customer.
    const attention = await call({ url: '/api/admin/bookings/attention', sid: admin.sid });
    expect(attention.statusCode).toBe(200);
    const rows = attention.json<{ data: Array<Record<string, unknown>>; next: string | null }>().data;
    expect(rows.filter((row) => row.providerId === l.provider.id)).toEqual([
      {
        id: paidRow.id,
        orderNumber: paidRow.orderNumber,
        serviceTitle: l.service.title,
        startsAt: thursdayNoon,
        endsAt: thursdayOne,
        priceOre: 100_000,
        customerName: `${payer.firstName} ${payer.lastName}`,
        customerEmail: payer.email,
        customerPhone: payer.phone,
        providerId: l.provider.id,
        providerName: l.provider.displayName,
        reason: 'provider_blocked',
      },
    ]);
    // Only admins may read it.
    expect((await call({ url: '/api/admin/bookings/attention', sid: nb })).statusCode).toBe(403);
    expect((await call({ url: '/api/admin/bookings/attention' })).statusCode).toBe(401);

    // Blocking again changes nothing more.
    expect((await block(l.owner.id)).statusCode).toBe(200);
    expect((await em.fork().findOneOrFail(BookingEntity, paidRow.id)).status).toBe('confirmed');

    // Unblocked: the provider is back, the declined requests stay declined, support's list is clear of it.
    await unblock(l.owner.id);
    expect((await em.fork().findOneOrFail(BookingEntity, requestRow.id)).status).toBe('request_denied');
    const after = await call({ url: '/api/admin/bookings/attention', sid: admin.sid });
    expect(after.json().data.map((row: { id: string }) => row.id)).not.toContain(paidRow.id);
  });

  it('lists bookings needing attention soonest first, a page at a time, and past ones not at all', async () => {
    const l = await listing();
    const customer = await sessionCookieFor(app, (await createTestUser(em)).id);
    const times = ['2026-12-03T07:00:00.000Z', thursdayTen, thursdayNoon];
    const ids: string[] = [];
    for (const time of times) {
      const response = await call({ method: 'POST', url: '/api/booking', sid: customer, payload: bookingBody(l.service.id, time) });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().id);
    }
    await em.nativeUpdate(ProviderEntity, { id: l.provider.id }, { status: 'rejected' });
    clock.set('2026-12-03T08:00:00Z');
    const rows: Array<{ id: string; reason: string; startsAt: string }> = [];
    let next: string | null = null;
    do {
      const response = await call({ url: `/api/admin/bookings/attention${next ? `?next=${encodeURIComponent(next)}` : ''}`, sid: admin.sid });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<{ data: typeof rows; next: string | null }>();
      rows.push(...page.data);
      next = page.next;
    } while (next);
    const mine = rows.filter((row) => ids.includes(row.id));
    // The first one has started; the other two wait, soonest first.
    expect(mine.map((row) => row.id)).toEqual(ids.slice(1));
    expect(mine.every((row) => row.reason === 'provider_not_approved')).toBe(true);
    expect(rows.map((row) => row.startsAt)).toEqual([...rows.map((row) => row.startsAt)].sort());
    const bad = await call({ url: '/api/admin/bookings/attention?next=nonsense', sid: admin.sid });
    expect(bad.statusCode).toBe(400);
  });
});
