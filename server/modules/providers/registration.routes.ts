import { LockMode } from '@mikro-orm/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessage, isErrorKey } from '#shared/errors/error-catalogue.ts';
import { type DescribedIssue, describeIssues } from '#shared/errors/zod-issue.ts';
import { providerMeSchema } from '#shared/providers/provider-me.schema.ts';
import { legalInfoSubmissionSchema, partialRegistrationSchema } from '#shared/providers/registration.schema.ts';
import { AppError, conflict, forbidden, notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { lookUpBusiness } from '#server/modules/accounts/business-lookup.ts';
import { checkImage, type CheckedImage, withImageSlot } from '#server/modules/media/image-processing.ts';
import { readForm } from '#server/modules/media/multipart-form.ts';
import { storePictureWhole } from '#server/modules/media/picture-store.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { RequestValidationError } from '#server/plugins/validation.ts';
import { findOwnProvider, requireProviderOwnedBy } from './provider-access.ts';
import { loadProviderMe } from './provider-me.presenter.ts';
import { ProviderLegalInfoEntity } from './provider-legal-info.entity.ts';
import { ProviderEntity } from './provider.entity.ts';
import { idPhotoFolder, sendIdPhoto } from './registration-id-photo.ts';
import { sendReviewEmailSafely } from './registration.email.ts';
import { applyLegalSubmission, legalInfoOf, postalIssue, savePartialRegistration } from './registration.service.ts';

/** Legal info is written while a registration is being filled in or after it was sent back. */
function editableForLegal(provider: ProviderEntity): boolean {
  return provider.status === 'draft' || provider.status === 'rejected';
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 413: errorBodySchema, 503: errorBodySchema };
const idParams = z.object({ id: z.uuid() });

const legalFailedKey = 'error.provider.legal_failed';

function issue(path: string, key: string): DescribedIssue {
  return { path, key: key as DescribedIssue['key'], message: isErrorKey(key) ? errorMessage(key, 'en') : key };
}

/**
 * Spec §8: every refused legal submission is told with one sentence ("Something went wrong. Please
 * review and try again."); the fields at fault stay in `data.issues` so the form can mark them.
 */
function asLegalFailure(error: unknown): unknown {
  if (error instanceof RequestValidationError) {
    return new AppError(400, legalFailedKey, { data: { issues: describeIssues(error.zodError, 'en') }, cause: error });
  }
  if (error instanceof AppError && error.status === 400 && error.key !== legalFailedKey) {
    const issues = Array.isArray(error.data?.issues) ? error.data.issues : [issue('', error.key)];
    return new AppError(400, legalFailedKey, { data: { issues }, cause: error });
  }
  return error;
}

/**
 * Spec §4 provider registration: save stage by stage (resumable on any device), then send the
 * legal info with the ID photo for manual review. Legal info and the ID photo are the owner's
 * (and admins') only: they are never part of a public payload.
 */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['provider registration'];

  app.get(
    '/provider/me',
    { schema: { tags, summary: "The signed-in person's provider with its legal info; 404 before registering", response: { 200: providerMeSchema, ...errors } } },
    async (request) => {
      const provider = await findOwnProvider(request);
      if (!provider) throw notFound();
      return loadProviderMe(request.em, provider);
    },
  );

  app.post(
    '/provider/partial',
    {
      schema: {
        tags,
        summary: 'Save the registration so far (creates a draft provider on the first save)',
        description: 'Allowed while the provider is `draft` or `rejected`; 409 `error.provider.not_editable` once it is sent for review.',
        body: partialRegistrationSchema,
        response: { 200: providerMeSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const provider = await savePartialRegistration(request.em, user, request.body, app.clock.now());
      return loadProviderMe(request.em, provider);
    },
  );

  /** Reads, checks and stores one legal submission; any 400 is turned into the spec's sentence by the caller. */
  async function submitLegal(request: FastifyRequest, provider: ProviderEntity) {
    const { em } = request;
    // Only a registration that is being written or was sent back can change. Under review, the
    // admin must approve exactly what they read; after approval, who is paid and where (a new bank
    // account after a stolen password, say) changes through support, never through this form.
    if (!editableForLegal(provider)) throw conflict('error.provider.not_editable');
    const form = await readForm(request, { maxFileBytes: app.uploadLimits.maxBytes, maxFiles: 1 });
    let value: unknown;
    try {
      const text = form.fields.get('legal');
      value = text === undefined ? undefined : (JSON.parse(text) as unknown);
    } catch (error) {
      throw new AppError(400, legalFailedKey, { data: { issues: [issue('', 'error.http.malformed_json')] }, cause: error });
    }

    const issues: DescribedIssue[] = [];
    const parsed = legalInfoSubmissionSchema.safeParse(value);
    if (!parsed.success) issues.push(...describeIssues(parsed.error, 'en'));
    const legal = await legalInfoOf(em, provider);
    const orgType = parsed.success ? parsed.data.orgType : (value as { orgType?: unknown } | undefined)?.orgType;

    const photoFile = form.files.get('idPhoto');
    let photo: CheckedImage | null = null;
    if (photoFile) {
      try {
        photo = await checkImage(photoFile.bytes, app.uploadLimits);
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 400) throw error;
        issues.push({ ...issue('idPhoto', error.key), message: isErrorKey(error.key) ? errorMessage(error.key, 'en', error.params) : error.key });
      }
    } else if (orgType === 'individual' && !legal.idPhotoKey) {
      // Spec §5: a person must show who they are; a photo sent before still counts on an update.
      issues.push(issue('idPhoto', 'error.provider.id_photo_required'));
    }

    let postalPlace: string | null = null;
    if (parsed.success) {
      const input = parsed.data;
      const resolved = postalIssue(input.invoiceAddress.postalCode, 'invoiceAddress.postalCode');
      if (resolved.issue) issues.push(resolved.issue);
      else postalPlace = resolved.place;
      if (input.orgType !== 'individual') {
        try {
          await lookUpBusiness(app.businessRegister, input.orgNumber);
        } catch (error) {
          if (!(error instanceof AppError) || error.status !== 400) throw error;
          issues.push(...((error.data?.issues as DescribedIssue[] | undefined) ?? [issue('orgNumber', error.key)]));
        }
      }
    }
    if (!parsed.success || issues.length > 0 || postalPlace === null) throw new AppError(400, legalFailedKey, { data: { issues } });

    const now = app.clock.now();
    const submission = parsed.data;
    const stored = photo ? await withImageSlot(() => storePictureWhole(app.privateMedia, idPhotoFolder, photo)) : null;
    // The picture work above is slow; the rows are written under a lock on the provider, so two
    // submissions sent at once are applied one after the other and no ID photo is left behind.
    let previousPhotoKey: string | null = null;
    let sentForReview = false;
    try {
      await em.transactional(async (tx) => {
        const locked = await tx.findOneOrFail(ProviderEntity, provider.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
        if (!editableForLegal(locked)) throw conflict('error.provider.not_editable');
        const lockedLegal = (await tx.findOne(ProviderLegalInfoEntity, { provider: locked.id }, { refresh: true })) ?? (await legalInfoOf(tx, locked));
        previousPhotoKey = lockedLegal.idPhotoKey ?? null;
        if (stored) lockedLegal.idPhotoKey = stored.key;
        ({ sentForReview } = applyLegalSubmission(tx, locked, lockedLegal, submission, postalPlace, now));
      });
    } catch (error) {
      if (stored) await app.privateMedia.delete(stored.key);
      throw error;
    }
    if (stored && previousPhotoKey) await app.privateMedia.delete(previousPhotoKey);
    if (sentForReview) await sendReviewEmailSafely(request, 'received', provider, requireUser(request));
    em.clear();
    return loadProviderMe(em, await em.findOneOrFail(ProviderEntity, provider.id));
  }

  app.post(
    '/provider/:id/legal',
    {
      schema: {
        tags,
        summary: 'Send the legal info (multipart: `legal` JSON and the `idPhoto` file) for review',
        description:
          'Checks the role\'s rules (spec §5), the business register and the postal code. Any 400 has the key `error.provider.legal_failed` with the fields in `data.issues`. Only from `draft` or `rejected`: under review or approved it is 409 `error.provider.not_editable` (changes go through support).',
        params: idParams,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: providerMeSchema, ...errors },
      },
    },
    async (request) => {
      const provider = await requireProviderOwnedBy(request, request.params.id);
      try {
        return await submitLegal(request, provider);
      } catch (error) {
        throw asLegalFailure(error);
      }
    },
  );

  app.get(
    '/provider/:id/legal/id-photo',
    {
      schema: {
        tags,
        summary: "The provider's ID photo (WebP), for its owner and admins only",
        params: idParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const provider = await request.em.findOne(ProviderEntity, { id: request.params.id });
      if (!provider) throw notFound();
      if (provider.owner.id !== user.id && !user.isAdmin) throw forbidden();
      return sendIdPhoto(app, request.em, reply, provider, user);
    },
  );
};
