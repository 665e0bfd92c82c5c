import { describe, expect, it } from 'vitest';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { createProvider } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { latestOutboxMessage } from '#server/test/test-workers.ts';
import { AuditLogEntity } from './audit-log.entity.ts';
import { bookingBody, hidden, publicListingKit, thursday, visible } from './public-listing.test-kit.ts';

const { app, em, admin, call, listing, publicView } = await publicListingKit();
const { ten: thursdayTen, noon: thursdayNoon } = thursday;

const reason = 'Profilen bryter med vilkårene for tjenesten. Ta kontakt med oss.';
const withdraw = (providerId: string, sid = admin.sid, body: unknown = { reason }) =>
  call({ method: 'POST', url: `/api/admin/providers/${providerId}/withdraw`, sid, payload: body });
const approve = (providerId: string) => call({ method: 'POST', url: `/api/admin/providers/${providerId}/approve`, sid: admin.sid });

describe("withdrawing a provider's approval", () => {
  it('hides the provider at once, declines its open requests for the customers, keeps confirmed bookings for support, and re-approval restores it', async () => {
    const l = await listing();
    await em.nativeUpdate(UserEntity, { id: l.owner.id }, { language: 'en_us' });
    const requester = await createTestUser(em, { language: 'nb_no' });
    const payer = await createTestUser(em);
    // Read everything twice, so the explore caches hold the listing.
    expect(await publicView(l)).toEqual(visible);
    expect(await publicView(l)).toEqual(visible);

    const request = await call({ method: 'POST', url: '/api/custom-request/service', sid: await sessionCookieFor(app, requester.id), payload: bookingBody(l.service.id, thursdayTen) });
    expect(request.statusCode, request.body).toBe(201);
    const paid = await call({ method: 'POST', url: '/api/booking', sid: await sessionCookieFor(app, payer.id), payload: bookingBody(l.service.id, thursdayNoon) });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().status).toBe('confirmed');

    const withdrawn = await withdraw(l.provider.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ id: l.provider.id, status: 'rejected', rejectionReason: reason });
    expect(await publicView(l)).toEqual(hidden);

    // The request is declined for the customer, who is told.
    const fresh = em.fork();
    const requestRow = await fresh.findOneOrFail(BookingEntity, request.json<{ id: string }>().id);
    expect(requestRow).toMatchObject({ status: 'request_denied', declineReasonKey: 'provider_unavailable' });
    const told = await latestOutboxMessage(app, requester.email, (entry) => entry.text.includes(requestRow.orderNumber));
    expect(told.subject).toBe(`Bestillingen ${requestRow.orderNumber} blir ikke noe av`);
    expect(told.text).toContain('kan ikke lenger ta oppdraget');

    // The confirmed booking stays, listed for support.
    expect((await fresh.findOneOrFail(BookingEntity, paid.json<{ id: string }>().id)).status).toBe('confirmed');
    const attention = await call({ url: '/api/admin/bookings/attention', sid: admin.sid });
    expect(attention.json().data).toContainEqual(expect.objectContaining({ id: paid.json().id, reason: 'provider_not_approved' }));

    // The provider is told in its language, with the reason.
    const mail = await latestOutboxMessage(app, l.owner.email, (entry) => entry.subject === 'Your approval has been withdrawn');
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('https://tjenestetorget.test/register');

    // Written to the audit log.
    const audit = await em.fork().find(AuditLogEntity, { targetId: l.provider.id });
    expect(audit.map((row) => [row.action, row.actor?.id, row.details])).toEqual([
      ['provider.withdraw_approval', admin.user.id, { displayName: l.provider.displayName, reason }],
    ]);

    // A second withdrawal finds nothing to withdraw.
    const again = await withdraw(l.provider.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.key).toBe('error.provider.not_approved');

    // Approved again: public at once; the declined request stays declined.
    const restored = await approve(l.provider.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ status: 'approved', rejectionReason: null });
    // Approval counts the figures again: the test listing's recommendation was set by hand and one
    // rating does not earn it by the badge rules, so it is public everywhere but the front page's picks.
    expect(await publicView(l)).toEqual({ ...visible, promo: false });
    expect((await em.fork().findOneOrFail(BookingEntity, requestRow.id)).status).toBe('request_denied');
    const after = await call({ url: '/api/admin/bookings/attention', sid: admin.sid });
    expect(after.json().data.map((row: { id: string }) => row.id)).not.toContain(paid.json().id);
  });

  it('answers 409 for a provider that is not approved, 400 without a reason, 403 to a non-admin, 401 signed out', async () => {
    const pending = await createProvider(em, { status: 'pending' });
    const refused = await withdraw(pending.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ data: { key: 'error.provider.not_approved' } });
    expect((await em.fork().findOneOrFail(ProviderEntity, pending.id)).status).toBe('pending');

    const l = await listing();
    expect((await withdraw(l.provider.id, admin.sid, { reason: 'Nei' })).statusCode).toBe(400);
    expect((await withdraw(l.provider.id, admin.sid, { reason: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await withdraw(l.provider.id, admin.sid, {})).statusCode).toBe(400);
    const someone = await sessionCookieFor(app, (await createTestUser(em)).id);
    expect((await withdraw(l.provider.id, someone)).statusCode).toBe(403);
    expect((await withdraw(l.provider.id, await sessionCookieFor(app, l.owner.id))).statusCode).toBe(403);
    expect((await call({ method: 'POST', url: `/api/admin/providers/${l.provider.id}/withdraw`, payload: { reason } })).statusCode).toBe(401);
    expect((await em.fork().findOneOrFail(ProviderEntity, l.provider.id)).status).toBe('approved');
    expect(await em.fork().count(AuditLogEntity, { targetId: l.provider.id })).toBe(0);
  });

  it('does not let a rejection at review be turned into an approval, nor an erased account be approved again', async () => {
    const neverApproved = await createProvider(em, { status: 'rejected' });
    expect((await approve(neverApproved.id)).json()).toMatchObject({ data: { key: 'error.provider.already_reviewed' } });

    const l = await listing();
    expect((await withdraw(l.provider.id)).statusCode).toBe(200);
    await em.nativeUpdate(UserEntity, { id: l.owner.id }, { erasedAt: new Date() });
    expect((await approve(l.provider.id)).statusCode).toBe(409);
  });
});
