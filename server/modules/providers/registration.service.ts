import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { errorMessage } from '#shared/errors/error-catalogue.ts';
import type { DescribedIssue } from '#shared/errors/zod-issue.ts';
import type { LegalDetails, LegalInfoSubmission, PartialRegistration, PayoutDetails } from '#shared/providers/registration.schema.ts';
import { slugWithSuffix } from '#shared/text/slug.ts';
import { conflict, fieldError } from '#server/lib/app-error.ts';
import type { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { moveServicesToCategory } from '#server/modules/catalogue/own-service.service.ts';
import { findPostalCode } from '#server/modules/locations/postal-codes.ts';
import { ProviderLegalInfoEntity } from './provider-legal-info.entity.ts';
import { emptyProfileContent, ProviderEntity } from './provider.entity.ts';

/** Statuses in which the registration itself may still be changed (spec §4: correct and send again). */
const editableStatuses = new Set<ProviderEntity['status']>(['draft', 'rejected']);

/** The name shown for a new provider: the company's, else the person's. */
export function displayNameOf(details: LegalDetails | undefined, user: UserEntity): string {
  if (details && details.orgType !== 'individual' && details.companyName) return details.companyName;
  if (details?.firstName && details.lastName) return `${details.firstName} ${details.lastName}`;
  return `${user.firstName} ${user.lastName}`.trim();
}

/** A short random tail so two providers with the same name get different addresses. */
function slugSuffix(): string {
  return randomBytes(3).toString('hex');
}

async function uniqueSlug(em: EntityManager, name: string): Promise<string> {
  for (;;) {
    const slug = slugWithSuffix(name || 'leverandor', slugSuffix());
    if ((await em.count(ProviderEntity, { slug })) === 0) return slug;
  }
}

/** The postal place of a code, or the issue to report at `path`. */
export function postalIssue(postalCode: string, path: string): { place: string; issue: null } | { place: null; issue: DescribedIssue } {
  const found = findPostalCode(postalCode);
  if (found) return { place: found.place, issue: null };
  return { place: null, issue: { path, key: 'error.postal_code.not_found', message: errorMessage('error.postal_code.not_found', 'en') } };
}

function applyDetails(legal: ProviderLegalInfoEntity, details: LegalDetails, now: Date): void {
  const isIndividual = details.orgType === 'individual';
  legal.orgType = details.orgType;
  legal.firstName = details.firstName ?? null;
  legal.lastName = details.lastName ?? null;
  legal.email = details.email ?? null;
  // A role change drops what belongs to the other role, so nothing stale is reviewed.
  legal.nationalId = isIndividual ? details.nationalId : null;
  legal.companyName = isIndividual ? null : details.companyName;
  legal.orgNumber = isIndividual ? null : details.orgNumber;
  if (details.acceptTerms && !legal.termsAcceptedAt) legal.termsAcceptedAt = now;
}

function applyPayout(legal: ProviderLegalInfoEntity, payout: PayoutDetails, postalPlace: string): void {
  legal.bankAccountNumber = payout.bankAccountNumber;
  legal.invoiceStreet = payout.invoiceAddress.street;
  legal.invoicePostalCode = payout.invoiceAddress.postalCode;
  legal.invoicePostalPlace = postalPlace;
}

async function legalInfoOf(em: EntityManager, provider: ProviderEntity): Promise<ProviderLegalInfoEntity> {
  return (await em.findOne(ProviderLegalInfoEntity, { provider: provider.id })) ?? em.create(ProviderLegalInfoEntity, { provider });
}

/**
 * `POST /api/provider/partial` (spec §4): saves the registration so far, creating the person's
 * provider as a draft on the first save, so it can be resumed on another device. Only a draft or
 * a rejected registration changes here; one under review or approved answers 409.
 * @throws AppError 400 unknown category or postal code, 409 `error.provider.not_editable`.
 */
export async function savePartialRegistration(em: EntityManager, user: UserEntity, input: PartialRegistration, now: Date): Promise<ProviderEntity> {
  let provider = await em.findOne(ProviderEntity, { owner: user.id });
  if (provider && !editableStatuses.has(provider.status)) throw conflict('error.provider.not_editable');

  const category = await em.findOne(CategoryEntity, { id: input.categoryId });
  if (!category) throw fieldError('categoryId', 'error.zod.invalid_value', errorMessage('error.zod.invalid_value', 'en'));

  let postalPlace: string | null = null;
  if (input.payout) {
    const resolved = postalIssue(input.payout.invoiceAddress.postalCode, 'payout.invoiceAddress.postalCode');
    if (resolved.issue) throw fieldError(resolved.issue.path, resolved.issue.key, resolved.issue.message);
    postalPlace = resolved.place;
  }

  const orgType = input.details?.orgType ?? input.orgType ?? provider?.orgType ?? 'individual';
  const displayName = displayNameOf(input.details, user);
  if (!provider) {
    provider = em.create(ProviderEntity, {
      owner: user,
      status: 'draft',
      registrationStage: input.stage,
      orgType,
      companyName: input.details && input.details.orgType !== 'individual' ? input.details.companyName : null,
      slug: await uniqueSlug(em, displayName),
      displayName,
      category,
      // Set here, not left to the column default, so the answer to this very request has them.
      content: structuredClone(emptyProfileContent),
      description: '',
    });
  } else {
    // Services made while the registration was open follow the provider to its new category.
    if (provider.category.id !== category.id) await moveServicesToCategory(em, provider, category);
    provider.category = category;
    provider.orgType = orgType;
    provider.registrationStage = input.stage;
    if (input.details) {
      // After a rejection the public name is the provider's own, set in the profile.
      if (provider.status === 'draft') provider.displayName = displayName;
      provider.companyName = input.details.orgType !== 'individual' ? input.details.companyName : null;
    }
  }

  if (input.details || input.payout || input.orgType) {
    const legal = await legalInfoOf(em, provider);
    legal.orgType = orgType;
    if (input.details) applyDetails(legal, input.details, now);
    if (input.payout && postalPlace) applyPayout(legal, input.payout, postalPlace);
  }
  await em.flush();
  return provider;
}

/**
 * Writes a checked legal submission (spec §4, §5) and sends the registration for review: a draft,
 * or a rejected registration sent again (the route refuses any other status). Only a draft takes
 * its public name from the legal names; after that the name is the provider's own.
 * Answers whether the registration was (re)sent for review, which is when the provider is told.
 */
export function applyLegalSubmission(
  em: EntityManager,
  provider: ProviderEntity,
  legal: ProviderLegalInfoEntity,
  input: LegalInfoSubmission,
  postalPlace: string,
  now: Date,
): { sentForReview: boolean } {
  applyDetails(legal, input, now);
  applyPayout(legal, input, postalPlace);
  legal.orgType = input.orgType;
  legal.termsAcceptedAt = now;
  if (provider.status === 'approved') return { sentForReview: false };

  const sentForReview = provider.status !== 'pending';
  // The provider row says what the legal info says, also when a rejected person resends as a company.
  provider.orgType = input.orgType;
  provider.companyName = input.orgType === 'individual' ? null : input.companyName;
  if (provider.status === 'draft') {
    provider.displayName = input.orgType === 'individual' ? `${input.firstName} ${input.lastName}` : input.companyName;
  }
  provider.status = 'pending';
  // An update while under review keeps its place in the queue.
  if (sentForReview || !provider.submittedAt) provider.submittedAt = now;
  provider.registrationStage = 5;
  provider.rejectionReason = null;
  em.persist(legal);
  return { sentForReview };
}

export { legalInfoOf };
