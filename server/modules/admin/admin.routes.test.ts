import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { exploreCacheTtlMs } from '#server/modules/explore/explore.routes.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import {
  addServiceTo,
  companyLegal,
  individualLegal,
  postLegal,
  type ProviderMeJson,
  queuedEmailsTo,
  registerProvider,
  signedInAdmin,
  signedInPerson,
  validNumbers,
} from '#server/modules/providers/registration-test-kit.ts';
import { createProvider } from '#server/test/discovery-factories.ts';
import { createCategory } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { AuditLogEntity } from './audit-log.entity.ts';

const clock = new ManualClock();
const app = await buildTestApp({ clock });
const em = app.orm.em.fork();

interface Summary {
  id: string;
  status: string;
  displayName: string;
  ownerEmail: string;
  rejectionReason: string | null;
  submittedAt: string | null;
}
interface AuditJson {
  id: string;
  actorId: string | null;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown> | null;
}

const call = (method: 'GET' | 'POST', url: string, sid?: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url, ...(sid ? { cookies: { sid } } : {}), ...(payload ? { payload } : {}) });

/** Every registration in a status, following the pages (other tests add their own as they run). */
async function wholeQueue(sid: string, status = 'pending'): Promise<Summary[]> {
  const rows: Summary[] = [];
  let next: string | null = null;
  do {
    const response = await call('GET', `/api/admin/providers?status=${status}${next ? `&next=${encodeURIComponent(next)}` : ''}`, sid);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ data: Summary[]; next: string | null }>();
    expect(page.data.length).toBeLessThanOrEqual(50);
    rows.push(...page.data);
    next = page.next;
  } while (next);
  return rows;
}

async function auditRowsFor(targetId: string) {
  return em.fork().find(AuditLogEntity, { targetId }, { orderBy: { createdAt: 'asc' } });
}

describe('admin access', () => {
  it('answers 401 signed out and 403 to a non-admin on every admin route', async () => {
    const person = await signedInPerson(app, em);
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: Array<['GET' | 'POST', string, Record<string, unknown>?]> = [
      ['GET', '/api/admin/providers'],
      ['GET', `/api/admin/providers/${id}`],
      ['GET', `/api/admin/providers/${id}/id-photo`],
      ['POST', `/api/admin/providers/${id}/approve`],
      ['POST', `/api/admin/providers/${id}/reject`, { reason: 'Mangler dokumentasjon på forsikring.' }],
      ['GET', '/api/admin/users?q=kari'],
      ['POST', `/api/admin/users/${id}/block`, { message: 'Kontakt kundeservice for hjelp.' }],
      ['POST', `/api/admin/users/${id}/unblock`],
      ['GET', '/api/admin/audit-log'],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      const refused = await call(method, url, person.sid, payload);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json<{ data: { key: string } }>().data.key).toBe('error.http.forbidden');
    }
  });
});

describe('reviewing registrations', () => {
  it('pages through a long queue oldest first, every registration exactly once', async () => {
    const category = await createCategory(em);
    const admin = await signedInAdmin(app, em);
    const writer = em.fork();
    const start = new Date('2020-01-01T08:00:00Z').getTime();
    const mine: string[] = [];
    for (let i = 0; i < 55; i += 1) {
      const provider = await createProvider(writer, { status: 'pending', category });
      // Two share each second, so the id breaks the tie.
      provider.submittedAt = new Date(start + Math.floor(i / 2) * 1000);
      mine.push(provider.id);
    }
    await writer.flush();

    const queue = await wholeQueue(admin.sid);
    const seen = queue.map((row) => row.id).filter((id) => mine.includes(id));
    expect(seen).toHaveLength(55);
    expect(new Set(seen).size).toBe(55);
    const times = queue.map((row) => new Date(row.submittedAt ?? 0).getTime());
    expect(times).toEqual([...times].sort((x, y) => x - y));
  });


  it('lists pending registrations oldest first, shows the legal info and logs each look', async () => {
    const category = await createCategory(em);
    const admin = await signedInAdmin(app, em);
    const first = await signedInPerson(app, em);
    const second = await signedInPerson(app, em);
    const a = await registerProvider(app, first, category.id);
    clock.advance(1000);
    const b = await registerProvider(app, second, category.id, companyLegal());

    const ids = (await wholeQueue(admin.sid)).map((row) => row.id);
    expect(ids.indexOf(a.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect((await wholeQueue(admin.sid, 'draft')).map((row) => row.id)).not.toContain(a.id);

    const detail = await call('GET', `/api/admin/providers/${a.id}`, admin.sid);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: a.id,
      status: 'pending',
      ownerEmail: first.user.email,
      legalInfo: { nationalId: validNumbers.nationalId, bankAccountNumber: validNumbers.bankAccount, hasIdPhoto: true },
    });
    const photo = await call('GET', `/api/admin/providers/${a.id}/id-photo`, admin.sid);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect((await auditRowsFor(a.id)).map((row) => [row.action, row.actor?.id, row.actorName])).toEqual([
      ['provider.legal_info.view', admin.user.id, 'Ada Nordmann'],
      ['provider.id_photo.view', admin.user.id, 'Ada Nordmann'],
    ]);
    expect((await call('GET', `/api/admin/providers/${b.id}/id-photo`, admin.sid)).statusCode).toBe(404);
  });

  it('approves a pending registration: the provider shows up in explore, is e-mailed, and the approval is logged', async () => {
    const category = await createCategory(em);
    const admin = await signedInAdmin(app, em);
    const person = await signedInPerson(app, em);
    const me = await registerProvider(app, person, category.id);
    await addServiceTo(em, me.id);

    const explore = async () => {
      clock.advance(exploreCacheTtlMs);
      const response = await call('GET', `/api/explore/providers?categories=${category.slug}`);
      expect(response.statusCode).toBe(200);
      return response.json<{ data: Array<{ id: string; idVerified?: boolean }> }>().data.map((row) => row.id);
    };
    expect(await explore()).not.toContain(me.id);

    const approved = await call('POST', `/api/admin/providers/${me.id}/approve`, admin.sid);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id: me.id, status: 'approved' });
    expect(await explore()).toContain(me.id);

    const provider = await em.fork().findOneOrFail(ProviderEntity, { id: me.id });
    expect(provider).toMatchObject({ status: 'approved', idVerified: true });
    expect(provider.approvedAt).toBeInstanceOf(Date);
    expect(provider.reviewedAt).toBeInstanceOf(Date);
    const providerView = await call('GET', '/api/provider/me', person.sid);
    expect(providerView.json<ProviderMeJson>()).toMatchObject({ status: 'approved' });
    expect((await queuedEmailsTo(app, person.user.email)).map((email) => email.subject)).toEqual([
      'Vi har mottatt registreringen din',
      'Registreringen din er godkjent',
    ]);
    expect((await auditRowsFor(me.id)).map((row) => row.action)).toEqual(['provider.approve']);

    const again = await call('POST', `/api/admin/providers/${me.id}/approve`, admin.sid);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ data: { key: string } }>().data.key).toBe('error.provider.already_reviewed');
  });

  it('rejects with a reason the provider sees and is e-mailed; correcting and sending again puts it back in the queue', async () => {
    const category = await createCategory(em);
    const admin = await signedInAdmin(app, em);
    const person = await signedInPerson(app, em, { language: 'en_us' });
    const me = await registerProvider(app, person, category.id);

    const tooShort = await call('POST', `/api/admin/providers/${me.id}/reject`, admin.sid, { reason: 'Nei' });
    expect(tooShort.statusCode).toBe(400);
    const reason = 'The ID photo is blurry. Please send a sharper picture.';
    const rejected = await call('POST', `/api/admin/providers/${me.id}/reject`, admin.sid, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect((await call('POST', `/api/admin/providers/${me.id}/approve`, admin.sid)).statusCode).toBe(409);

    const seen = (await call('GET', '/api/provider/me', person.sid)).json<ProviderMeJson>();
    expect(seen).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const emails = await queuedEmailsTo(app, person.user.email);
    expect(emails.at(-1)?.subject).toBe('Your registration was not approved');
    expect(emails.at(-1)?.text).toContain(reason);
    expect((await auditRowsFor(me.id)).map((row) => [row.action, row.details])).toEqual([['provider.reject', { displayName: me.profile.displayName, reason }]]);

    // The person corrects the registration (partial saves are allowed again) and sends it anew.
    expect((await call('POST', '/api/provider/partial', person.sid, { stage: 3, categoryId: category.id })).statusCode).toBe(200);
    const resent = await postLegal(app, person.sid, me.id, individualLegal({ firstName: 'Kristin' }));
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<ProviderMeJson>()).toMatchObject({ status: 'pending', rejectionReason: null, registrationStage: 5 });
    const queue = await wholeQueue(admin.sid);
    expect(queue.map((row) => row.id)).toContain(me.id);
    expect((await call('POST', `/api/admin/providers/${me.id}/approve`, admin.sid)).statusCode).toBe(200);
  });
});

describe('users', () => {
  it('finds users by name, e-mail or phone, blocks and unblocks them, and logs both', async () => {
    const admin = await signedInAdmin(app, em);
    const person = await signedInPerson(app, em, { firstName: 'Torbjørg' });
    const category = await createCategory(em);
    const me = await registerProvider(app, person, category.id);

    for (const q of ['torbjørg', person.user.email.slice(0, 12).toUpperCase(), person.user.phone.slice(3)]) {
      const found = await call('GET', `/api/admin/users?q=${encodeURIComponent(q)}`, admin.sid);
      expect(found.statusCode).toBe(200);
      expect(found.json<{ data: Array<{ id: string; providerId: string | null }> }>().data).toContainEqual(
        expect.objectContaining({ id: person.user.id, providerId: me.id }),
      );
    }

    const message = 'Kontoen er sperret. Kontakt kundeservice.';
    const blocked = await call('POST', `/api/admin/users/${person.user.id}/block`, admin.sid, { message });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({ isBlocked: true, blockedMessage: message });
    const refused = await call('GET', '/api/provider/me', person.sid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ data: { key: string } }>().data.key).toBe('error.user.blocked');

    const unblocked = await call('POST', `/api/admin/users/${person.user.id}/unblock`, admin.sid);
    expect(unblocked.json()).toMatchObject({ isBlocked: false, blockedMessage: null });
    expect((await call('GET', '/api/provider/me', person.sid)).statusCode).toBe(200);
    expect((await auditRowsFor(person.user.id)).map((row) => [row.action, row.targetType, row.details])).toEqual([
      ['user.block', 'user', { name: `${person.user.firstName} ${person.user.lastName}`, message }],
      ['user.unblock', 'user', { name: `${person.user.firstName} ${person.user.lastName}` }],
    ]);
  });

  it('refuses to let an admin block themselves', async () => {
    const admin = await signedInAdmin(app, em);
    const response = await call('POST', `/api/admin/users/${admin.user.id}/block`, admin.sid, { message: 'Prøver å sperre meg selv.' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'You cannot block your own account.', data: { key: 'error.admin.cannot_block_self' } });
  });

  it('refuses to let an admin approve or reject their own registration', async () => {
    const category = await createCategory(em);
    const admin = await signedInAdmin(app, em);
    const me = await registerProvider(app, admin, category.id);
    for (const [action, payload] of [['approve', undefined], ['reject', { reason: 'Avviser min egen søknad.' }]] as const) {
      const response = await call('POST', `/api/admin/providers/${me.id}/${action}`, admin.sid, payload);
      expect(response.statusCode, action).toBe(409);
      expect(response.json().data.key).toBe('error.admin.cannot_review_self');
    }
    expect((await em.fork().findOneOrFail(ProviderEntity, me.id)).status).toBe('pending');
  });
});

describe('GET /api/admin/audit-log', () => {
  it('pages through the log newest first without repeating a row', async () => {
    const admin = await signedInAdmin(app, em);
    const target = await signedInPerson(app, em);
    for (let i = 0; i < 60; i += 1) {
      const path = i % 2 === 0 ? 'block' : 'unblock';
      const response = await call('POST', `/api/admin/users/${target.user.id}/${path}`, admin.sid, path === 'block' ? { message: `Sperret for ${i}. gang.` } : undefined);
      expect(response.statusCode).toBe(200);
    }
    const seen: AuditJson[] = [];
    let pages = 0;
    let next: string | null = null;
    do {
      const response = await call('GET', `/api/admin/audit-log${next ? `?next=${next}` : ''}`, admin.sid);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<{ data: AuditJson[]; next: string | null }>();
      seen.push(...page.data);
      pages += 1;
      next = page.next;
    } while (next);
    expect(new Set(seen.map((row) => row.id)).size).toBe(seen.length);
    const mine = seen.filter((row) => row.targetId === target.user.id);
    expect(mine).toHaveLength(60);
    expect(pages).toBeGreaterThan(1);
    // Newest first: the last action (an unblock) leads.
    expect(mine[0]).toMatchObject({ action: 'user.unblock', actorId: admin.user.id, actorName: 'Ada Nordmann', targetType: 'user' });
    expect(mine.at(-1)).toMatchObject({ action: 'user.block', details: { message: 'Sperret for 0. gang.' } });
    expect((await call('GET', '/api/admin/audit-log?next=bogus', admin.sid)).statusCode).toBe(400);
  });
});
