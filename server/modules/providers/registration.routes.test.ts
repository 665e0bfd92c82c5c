import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { exploreCacheTtlMs } from '#server/modules/explore/explore.routes.ts';
import { createCategory } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { ProviderLegalInfoEntity } from './provider-legal-info.entity.ts';
import { ProviderEntity } from './provider.entity.ts';
import {
  addServiceTo,
  companyLegal,
  idPhotoBytes,
  individualLegal,
  payout,
  postLegal,
  postPartial,
  type ProviderMeJson,
  queuedEmailsTo,
  registerProvider,
  signedInAdmin,
  signedInPerson,
  startDraft,
  validNumbers,
} from './registration-test-kit.ts';

const clock = new ManualClock();
const app = await buildTestApp({ clock });
const em = app.orm.em.fork();

interface Issue {
  path: string;
  key: string;
  message: string;
}
interface ErrorJson {
  message: string;
  status: number;
  data: { key: string; issues?: Issue[] };
}

/** The legal submission is refused with the spec sentence, and the issue at `path` says `message`. */
function expectLegalIssue(response: { statusCode: number; json: <T>() => T }, path: string, key: string, message: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json<ErrorJson>();
  expect(body.message).toBe('Something went wrong. Please review and try again.');
  expect(body.data.key).toBe('error.provider.legal_failed');
  expect(body.data.issues).toContainEqual({ path, key, message });
}

describe('GET /api/provider/me', () => {
  it('needs a signed-in person and answers 404 before they start registering', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/provider/me' })).statusCode).toBe(401);
    const person = await signedInPerson(app, em);
    const response = await app.inject({ method: 'GET', url: '/api/provider/me', cookies: { sid: person.sid } });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/provider/partial', () => {
  it('creates a draft on the first save and resumes from the saved stage and fields', async () => {
    const category = await createCategory(em);
    const person = await signedInPerson(app, em, { firstName: 'Ingrid' });
    const first = await startDraft(app, person.sid, category.id);
    expect(first).toMatchObject({ status: 'draft', registrationStage: 1, orgType: 'individual', profile: { categoryId: category.id, displayName: 'Ingrid Nordmann' } });
    expect(first.profile.slug).toMatch(/^ingrid-nordmann-[a-f0-9]{6}$/);
    expect(first.legalInfo).toMatchObject({ nationalId: null, bankAccountNumber: null, hasIdPhoto: false, termsAccepted: false });

    const details = { orgType: 'company', companyName: 'Fjordlys Eventbyrå AS', orgNumber: '928 310 450', acceptTerms: true };
    expect((await postPartial(app, person.sid, { stage: 3, categoryId: category.id, orgType: 'company', details })).statusCode).toBe(200);
    const saved = await postPartial(app, person.sid, { stage: 4, categoryId: category.id, orgType: 'company', details, payout: { ...payout, bankAccountNumber: '1234.56.78903' } });
    expect(saved.statusCode, saved.body).toBe(200);

    // Another device: only the session is shared.
    const resumed = await app.inject({ method: 'GET', url: '/api/provider/me', cookies: { sid: person.sid } });
    expect(resumed.statusCode).toBe(200);
    const me = resumed.json<ProviderMeJson>();
    expect(me.id).toBe(first.id);
    expect(me).toMatchObject({ status: 'draft', registrationStage: 4, orgType: 'company', profile: { displayName: 'Fjordlys Eventbyrå AS', slug: first.profile.slug } });
    expect(me.legalInfo).toMatchObject({
      orgType: 'company',
      companyName: 'Fjordlys Eventbyrå AS',
      orgNumber: '928310450',
      bankAccountNumber: '12345678903',
      invoiceAddress: { street: 'Storgata 1', postalCode: '0150', postalPlace: 'Oslo' },
      termsAccepted: true,
      hasIdPhoto: false,
    });
  });

  it('refuses an unknown category, an unknown postal code and invalid stage fields with field errors', async () => {
    const category = await createCategory(em);
    const person = await signedInPerson(app, em);
    const unknownCategory = await postPartial(app, person.sid, { stage: 1, categoryId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json<ErrorJson>().data.issues?.[0]?.path).toBe('categoryId');

    const unknownCode = await postPartial(app, person.sid, {
      stage: 4,
      categoryId: category.id,
      payout: { ...payout, invoiceAddress: { street: 'Storgata 1', postalCode: '0000' } },
    });
    expect(unknownCode.statusCode).toBe(400);
    expect(unknownCode.json<ErrorJson>().data.issues).toEqual([
      { path: 'payout.invoiceAddress.postalCode', key: 'error.postal_code.not_found', message: 'We could not find this postal code.' },
    ]);

    const badBank = await postPartial(app, person.sid, { stage: 4, categoryId: category.id, payout: { ...payout, bankAccountNumber: '12345678904' } });
    expect(badBank.statusCode).toBe(400);
    expect(badBank.json<ErrorJson>().data.issues).toContainEqual(expect.objectContaining({ path: 'payout.bankAccountNumber', key: 'error.bank_account.invalid' }));
    // Nothing was created by the refused saves.
    expect((await app.inject({ method: 'GET', url: '/api/provider/me', cookies: { sid: person.sid } })).statusCode).toBe(404);
  });

  it('answers 409 once the registration is under review', async () => {
    const category = await createCategory(em);
    const person = await signedInPerson(app, em);
    await registerProvider(app, person, category.id);
    const response = await postPartial(app, person.sid, { stage: 2, categoryId: category.id });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorJson>().data.key).toBe('error.provider.not_editable');
  });
});

describe('POST /api/provider/:id/legal: individual', () => {
  it('requires the ID photo, a valid national id, names, e-mail and the terms, each with its sentence', async () => {
    const category = await createCategory(em);
    const person = await signedInPerson(app, em);
    const { id } = await startDraft(app, person.sid, category.id);

    expectLegalIssue(await postLegal(app, person.sid, id, individualLegal()), 'idPhoto', 'error.provider.id_photo_required', 'Required');
    const photo = await idPhotoBytes();
    expectLegalIssue(
      await postLegal(app, person.sid, id, individualLegal({ nationalId: '15076500566' }), photo),
      'nationalId',
      'error.national_id.invalid',
      'Not a valid national identity number or D-number. Check that all 11 digits are correct.',
    );
    expectLegalIssue(
      await postLegal(app, person.sid, id, individualLegal({ nationalId: '1507650056' }), photo),
      'nationalId',
      'error.national_id.invalid',
      'Not a valid national identity number or D-number. Check that all 11 digits are correct.',
    );
    const noNames = await postLegal(app, person.sid, id, individualLegal({ firstName: ' ', lastName: undefined }), photo);
    expectLegalIssue(noNames, 'firstName', 'common.field.required', 'Field is required');
    expectLegalIssue(noNames, 'lastName', 'common.field.required', 'Field is required');
    expectLegalIssue(await postLegal(app, person.sid, id, individualLegal({ email: 'kari@' }), photo), 'email', 'error.email.invalid', 'Enter a valid e-mail address.');
    const noTerms = await postLegal(app, person.sid, id, individualLegal({ acceptTerms: false }), photo);
    expect(noTerms.json<ErrorJson>().data.issues?.map((issue) => [issue.path, issue.key])).toContainEqual(['acceptTerms', 'error.auth.terms_required']);
    expectLegalIssue(
      await postLegal(app, person.sid, id, individualLegal({ bankAccountNumber: '12345678904' }), photo),
      'bankAccountNumber',
      'error.bank_account.invalid',
      'Not a valid bank account number. Check that all 11 digits are correct.',
    );
    expectLegalIssue(
      await postLegal(app, person.sid, id, individualLegal({ invoiceAddress: { street: 'Storgata 1', postalCode: '0000' } }), photo),
      'invoiceAddress.postalCode',
      'error.postal_code.not_found',
      'We could not find this postal code.',
    );
    expectLegalIssue(
      await postLegal(app, person.sid, id, individualLegal(), Buffer.from('not a picture')),
      'idPhoto',
      'error.upload.not_image',
      expect.any(String) as unknown as string,
    );
    // Still a draft: nothing refused was saved.
    const me = await app.inject({ method: 'GET', url: '/api/provider/me', cookies: { sid: person.sid } });
    expect(me.json<ProviderMeJson>()).toMatchObject({ status: 'draft', legalInfo: { nationalId: null, hasIdPhoto: false } });
  });

  it('accepts a D-number with the photo, sends the registration for review and e-mails the person in their language', async () => {
    const category = await createCategory(em);
    const person = await signedInPerson(app, em, { language: 'en_us' });
    const { id } = await startDraft(app, person.sid, category.id);
    const response = await postLegal(app, person.sid, id, individualLegal({ nationalId: '550765 10007', firstName: 'Mona', lastName: 'Lie' }), await idPhotoBytes());
    expect(response.statusCode, response.body).toBe(200);
    const me = response.json<ProviderMeJson>();
    expect(me).toMatchObject({ status: 'pending', registrationStage: 5, rejectionReason: null, profile: { displayName: 'Mona Lie' } });
    expect(me.submittedAt).not.toBeNull();
    expect(me.legalInfo).toMatchObject({
      nationalId: validNumbers.dNumber,
      firstName: 'Mona',
      hasIdPhoto: true,
      termsAccepted: true,
      invoiceAddress: { street: 'Storgata 1', postalCode: '0150', postalPlace: 'Oslo' },
    });
    const emails = await queuedEmailsTo(app, person.user.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('We have received your registration');
    expect(emails[0]?.text).toContain('typically takes a couple of days');

    // The photo is stored privately: the owner can fetch it, nobody else can.
    const photo = await app.inject({ method: 'GET', url: `/api/provider/${id}/legal/id-photo`, cookies: { sid: person.sid } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const stranger = await signedInPerson(app, em);
    expect((await app.inject({ method: 'GET', url: `/api/provider/${id}/legal/id-photo`, cookies: { sid: stranger.sid } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/provider/${id}/legal/id-photo` })).statusCode).toBe(401);
    const admin = await signedInAdmin(app, em);
    expect((await app.inject({ method: 'GET', url: `/api/provider/${id}/legal/id-photo`, cookies: { sid: admin.sid } })).statusCode).toBe(200);
    const legal = await em.fork().findOneOrFail(ProviderLegalInfoEntity, { provider: id });
    expect(legal.idPhotoKey).toMatch(/^uploads\/id-photos\//);
    expect((await app.inject({ method: 'GET', url: `/media/${legal.idPhotoKey}` })).statusCode).toBe(404);
  });

  it('answers 404 for the ID photo before one is sent, and replaces it when a rejected registration is sent again', async () => {
    const category = await createCategory(em);
    const person = await signedInPerson(app, em);
    const admin = await signedInAdmin(app, em);
    const reject = async () =>
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/admin/providers/${id}/reject`,
            cookies: { sid: admin.sid },
            payload: { reason: 'Opplysningene stemmer ikke med legitimasjonen.' },
          })
        ).statusCode,
      ).toBe(200);
    const { id } = await startDraft(app, person.sid, category.id);
    expect((await app.inject({ method: 'GET', url: `/api/provider/${id}/legal/id-photo`, cookies: { sid: person.sid } })).statusCode).toBe(404);
    expect((await postLegal(app, person.sid, id, individualLegal(), await idPhotoBytes())).statusCode).toBe(200);
    const before = (await em.fork().findOneOrFail(ProviderLegalInfoEntity, { provider: id })).idPhotoKey!;
    await reject();
    // Sent again without a photo: the one already sent still counts.
    expect((await postLegal(app, person.sid, id, individualLegal({ lastName: 'Hansen' }))).statusCode).toBe(200);
    expect((await em.fork().findOneOrFail(ProviderLegalInfoEntity, { provider: id })).idPhotoKey).toBe(before);
    await reject();
    expect((await postLegal(app, person.sid, id, individualLegal(), await idPhotoBytes())).statusCode).toBe(200);
    const after = (await em.fork().findOneOrFail(ProviderLegalInfoEntity, { provider: id })).idPhotoKey!;
    expect(after).not.toBe(before);
    expect(await app.privateMedia.exists(before)).toBe(false);
    expect(await app.privateMedia.exists(after)).toBe(true);
  });
});

describe('POST /api/provider/:id/legal: company and agent', () => {
  it('checks the company name and the organisation number, also against the business register', async () => {
    const category = await createCategory(em);
    const person = await signedInPerson(app, em);
    const { id } = await startDraft(app, person.sid, category.id);
    expectLegalIssue(await postLegal(app, person.sid, id, companyLegal({ companyName: '' })), 'companyName', 'common.field.required', 'Field is required');
    expectLegalIssue(await postLegal(app, person.sid, id, companyLegal({ orgNumber: '' })), 'orgNumber', 'common.field.required', 'Field is required');
    const invalid = 'Oops! Is should be a organisation number.';
    expectLegalIssue(await postLegal(app, person.sid, id, companyLegal({ orgNumber: '92174312' })), 'orgNumber', 'error.org_number.invalid', invalid);
    expectLegalIssue(await postLegal(app, person.sid, id, companyLegal({ orgNumber: '921743123' })), 'orgNumber', 'error.org_number.invalid', invalid);
    expectLegalIssue(
      await postLegal(app, person.sid, id, companyLegal({ orgNumber: validNumbers.unregisteredOrgNumber })),
      'orgNumber',
      'error.org_number.not_found',
      'Could not find a business with this organisation number.',
    );

    const response = await postLegal(app, person.sid, id, companyLegal({ orgNumber: '921 743 122' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProviderMeJson>()).toMatchObject({
      status: 'pending',
      orgType: 'company',
      profile: { displayName: 'Glans Renhold AS' },
      legalInfo: { orgNumber: '921743122', companyName: 'Glans Renhold AS', nationalId: null, hasIdPhoto: false },
    });
  });

  it('requires the agent’s names beside the company', async () => {
    const category = await createCategory(em);
    const person = await signedInPerson(app, em);
    const { id } = await startDraft(app, person.sid, category.id);
    const agent = companyLegal({ orgType: 'agent', companyName: 'Fjordlys Eventbyrå AS', orgNumber: '928310450' });
    const noNames = await postLegal(app, person.sid, id, agent);
    expectLegalIssue(noNames, 'firstName', 'common.field.required', 'Field is required');
    expectLegalIssue(noNames, 'lastName', 'common.field.required', 'Field is required');
    const response = await postLegal(app, person.sid, id, { ...agent, firstName: 'Per', lastName: 'Dahl' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProviderMeJson>()).toMatchObject({ orgType: 'agent', legalInfo: { orgType: 'agent', firstName: 'Per', lastName: 'Dahl' } });
  });

  it('answers 403 for someone else’s provider and 401 signed out', async () => {
    const category = await createCategory(em);
    const owner = await signedInPerson(app, em);
    const { id } = await startDraft(app, owner.sid, category.id);
    const other = await signedInPerson(app, em);
    expect((await postLegal(app, other.sid, id, companyLegal())).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/provider/${id}/legal`, payload: { legal: companyLegal() } })).statusCode).toBe(401);
    const me = await app.inject({ method: 'GET', url: '/api/provider/me', cookies: { sid: owner.sid } });
    expect(me.json<ProviderMeJson>().status).toBe('draft');
  });
});

describe('legal info is never public', () => {
  it('keeps the national id, bank account and ID photo out of every public payload once approved', async () => {
    const category = await createCategory(em);
    const person = await signedInPerson(app, em);
    const admin = await signedInAdmin(app, em);
    const me = await registerProvider(app, person, category.id, individualLegal({ nationalId: validNumbers.dNumber }));
    const approved = await app.inject({ method: 'POST', url: `/api/admin/providers/${me.id}/approve`, cookies: { sid: admin.sid } });
    expect(approved.statusCode, approved.body).toBe(200);
    await addServiceTo(em, me.id);
    const photoKey = (await em.fork().findOneOrFail(ProviderLegalInfoEntity, { provider: me.id })).idPhotoKey!;

    clock.advance(exploreCacheTtlMs);
    const bodies = await Promise.all(
      [
        `/api/provider/public/${me.id}`,
        `/api/provider/public/${me.profile.slug}`,
        `/api/explore/providers?categories=${category.slug}`,
        `/api/provider/public/${me.id}/services`,
        `/api/explore/services?category=${category.slug}`,
      ].map((url) => app.inject({ method: 'GET', url })),
    );
    for (const response of bodies) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).toContain(me.id);
      for (const secret of [validNumbers.dNumber, validNumbers.bankAccount, photoKey, 'id-photos', 'kari@eksempel.no']) expect(response.body).not.toContain(secret);
    }
  });
});

describe('after approval', () => {
  it('refuses new legal or payout details through the form: they change through support', async () => {
    const category = await createCategory(em);
    const person = await signedInPerson(app, em);
    const admin = await signedInAdmin(app, em);
    const me = await registerProvider(app, person, category.id, individualLegal());
    expect((await app.inject({ method: 'POST', url: `/api/admin/providers/${me.id}/approve`, cookies: { sid: admin.sid } })).statusCode).toBe(200);

    const changed = await postLegal(app, person.sid, me.id, individualLegal({ bankAccountNumber: '15031234562' }), await idPhotoBytes());
    expect(changed.statusCode).toBe(409);
    expect(changed.json().data.key).toBe('error.provider.not_editable');
    const legal = await em.fork().findOneOrFail(ProviderLegalInfoEntity, { provider: me.id });
    expect(legal.bankAccountNumber).toBe(validNumbers.bankAccount);
  });
});

describe('corrections while a registration is open or under review', () => {
  it('a registration under review cannot be changed: the admin approves exactly what they read', async () => {
    const category = await createCategory(em);
    const person = await signedInPerson(app, em);
    const me = await registerProvider(app, person, category.id, individualLegal());
    expect(me.status).toBe('pending');

    const changed = await postLegal(app, person.sid, me.id, individualLegal({ bankAccountNumber: '15031234562' }), await idPhotoBytes());
    expect(changed.statusCode).toBe(409);
    expect(changed.json().data.key).toBe('error.provider.not_editable');
    expect((await em.fork().findOneOrFail(ProviderLegalInfoEntity, { provider: me.id })).bankAccountNumber).toBe(validNumbers.bankAccount);
  });

  it('a rejected person who resends as a company makes the provider a company', async () => {
    const category = await createCategory(em);
    const person = await signedInPerson(app, em);
    const admin = await signedInAdmin(app, em);
    const me = await registerProvider(app, person, category.id, individualLegal());
    const reject = await app.inject({
      method: 'POST',
      url: `/api/admin/providers/${me.id}/reject`,
      cookies: { sid: admin.sid },
      payload: { reason: 'Dere driver som selskap, registrer dere som bedrift.' },
    });
    expect(reject.statusCode, reject.body).toBe(200);

    const corrected = await postLegal(app, person.sid, me.id, companyLegal());
    expect(corrected.statusCode, corrected.body).toBe(200);
    const after = corrected.json<ProviderMeJson>();
    expect([after.status, after.orgType, after.legalInfo.orgType, after.legalInfo.nationalId]).toEqual(['pending', 'company', 'company', null]);
    const provider = await em.fork().findOneOrFail(ProviderEntity, me.id);
    expect([provider.orgType, provider.companyName]).toEqual(['company', 'Glans Renhold AS']);
  });

  it('changing category during registration takes the services made so far along', async () => {
    const first = await createCategory(em);
    const second = await createCategory(em);
    const person = await signedInPerson(app, em);
    const draft = await startDraft(app, person.sid, first.id);
    const service = await addServiceTo(em, draft.id);

    expect((await postPartial(app, person.sid, { stage: 2, categoryId: second.id })).statusCode).toBe(200);
    expect((await em.fork().findOneOrFail(ServiceEntity, service.id)).category.id).toBe(second.id);
  });

  it('keeps the name a rejected provider chose when they correct their details', async () => {
    const category = await createCategory(em);
    const person = await signedInPerson(app, em);
    const admin = await signedInAdmin(app, em);
    const me = await registerProvider(app, person, category.id, individualLegal());
    const reject = await app.inject({
      method: 'POST',
      url: `/api/admin/providers/${me.id}/reject`,
      cookies: { sid: admin.sid },
      payload: { reason: 'Bildet av legitimasjonen er uskarpt.' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const writer = em.fork();
    (await writer.findOneOrFail(ProviderEntity, me.id)).displayName = 'Kari Skinnende Rent';
    await writer.flush();

    const { acceptTerms: _terms, ...details } = individualLegal({ lastName: 'Nordmann-Berg' }) as Record<string, unknown>;
    const saved = await postPartial(app, person.sid, { stage: 4, categoryId: category.id, details: { ...details, acceptTerms: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ProviderMeJson>().profile.displayName).toBe('Kari Skinnende Rent');
    expect(saved.json<ProviderMeJson>().legalInfo.lastName).toBe('Nordmann-Berg');
  });
});
