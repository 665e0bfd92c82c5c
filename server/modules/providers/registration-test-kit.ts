import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { LegalInfo, LegalInfoSubmissionInput } from '#shared/providers/registration.schema.ts';
import type { ProviderMe } from '#shared/providers/provider-me.schema.ts';
import type { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { createService } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { multipartBody, type MultipartPart } from '#server/test/multipart.ts';

/** Numbers with valid check digits (spec §9) that tests and the demo data use. */
export const validNumbers = {
  nationalId: '15076500565',
  dNumber: '55076510007',
  bankAccount: '12345678903',
  /** In the local business register (GLANS RENHOLD AS). */
  registeredOrgNumber: '921743122',
  /** Valid check digit, but no business has it. */
  unregisteredOrgNumber: '123456785',
} as const;

export const idPhotoBytes = () => sharp({ create: { width: 640, height: 400, channels: 3, background: '#888' } }).jpeg().toBuffer();

export const payout = { bankAccountNumber: validNumbers.bankAccount, invoiceAddress: { street: 'Storgata 1', postalCode: '0150' } };

export const individualLegal = (overrides: Record<string, unknown> = {}): LegalInfoSubmissionInput =>
  ({
    orgType: 'individual',
    firstName: 'Kari',
    lastName: 'Nordmann',
    email: 'kari@eksempel.no',
    nationalId: validNumbers.nationalId,
    acceptTerms: true,
    ...payout,
    ...overrides,
  }) as LegalInfoSubmissionInput;

export const companyLegal = (overrides: Record<string, unknown> = {}): LegalInfoSubmissionInput =>
  ({
    orgType: 'company',
    companyName: 'Glans Renhold AS',
    orgNumber: validNumbers.registeredOrgNumber,
    acceptTerms: true,
    ...payout,
    ...overrides,
  }) as LegalInfoSubmissionInput;

/** `ProviderMe` as it arrives over the wire (dates as text). */
export type ProviderMeJson = Omit<ProviderMe, 'submittedAt' | 'approvedAt' | 'created' | 'legalInfo'> & {
  submittedAt: string | null;
  approvedAt: string | null;
  created: string;
  legalInfo: LegalInfo;
};

export interface Person {
  user: UserEntity;
  sid: string;
}

export async function signedInPerson(app: FastifyInstance, em: EntityManager, overrides: Parameters<typeof createTestUser>[1] = {}): Promise<Person> {
  const user = await createTestUser(em, overrides);
  return { user, sid: await sessionCookieFor(app, user.id) };
}

export async function signedInAdmin(app: FastifyInstance, em: EntityManager): Promise<Person> {
  const person = await signedInPerson(app, em, { firstName: 'Ada' });
  person.user.isAdmin = true;
  await em.flush();
  return person;
}

export function postPartial(app: FastifyInstance, sid: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/provider/partial', cookies: { sid }, payload });
}

export async function postLegal(app: FastifyInstance, sid: string, providerId: string, legal: unknown, photo?: Buffer | null) {
  const parts: MultipartPart[] = [{ name: 'legal', value: JSON.stringify(legal) }];
  if (photo) parts.push({ name: 'idPhoto', filename: 'id.jpg', contentType: 'image/jpeg', bytes: photo });
  const { payload, headers } = multipartBody(parts);
  return app.inject({ method: 'POST', url: `/api/provider/${providerId}/legal`, cookies: { sid }, payload, headers });
}

/** Saves the first registration stage: the person now has a draft provider in `categoryId`. */
export async function startDraft(app: FastifyInstance, sid: string, categoryId: string): Promise<ProviderMeJson> {
  const draft = await postPartial(app, sid, { stage: 1, categoryId });
  if (draft.statusCode !== 200) throw new Error(`partial save failed: ${draft.body}`);
  return draft.json<ProviderMeJson>();
}

/** Saves a draft in `categoryId` and sends the legal info: the provider ends up pending review. */
export async function registerProvider(
  app: FastifyInstance,
  person: Person,
  categoryId: string,
  legal: LegalInfoSubmissionInput = individualLegal(),
): Promise<ProviderMeJson> {
  const { id } = await startDraft(app, person.sid, categoryId);
  const response = await postLegal(app, person.sid, id, legal, legal.orgType === 'individual' ? await idPhotoBytes() : null);
  if (response.statusCode !== 200) throw new Error(`legal submission failed: ${response.body}`);
  return response.json<ProviderMeJson>();
}

/** One service in the provider's category: explore lists only providers that offer something. */
export async function addServiceTo(em: EntityManager, providerId: string) {
  const provider = await em.fork().findOneOrFail(ProviderEntity, { id: providerId }, { populate: ['category'] });
  return createService(em, provider);
}

/** The e-mails queued for an address, oldest first (no worker runs in these tests, so they wait). */
export async function queuedEmailsTo(app: FastifyInstance, to: string) {
  const jobs = await app.queues.outboundMessages.getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed']);
  return jobs
    .filter((job) => job.data.to === to)
    .sort((a, b) => a.timestamp - b.timestamp)
    .map((job) => job.data);
}
