import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import type { CategoryQuestion } from '#shared/catalogue/category-question.schema.ts';
import { errorMessage } from '#shared/errors/error-catalogue.ts';
import type { CustomRequestJob } from '#shared/queues.ts';
import { checkAnswers } from '#shared/requests/answers.ts';
import { broadcastTime } from '#shared/requests/broadcast.ts';
import { type CustomRequestDraftBody, type CustomRequestDto, customRequestLimits } from '#shared/requests/custom-request.schema.ts';
import { nextRequestStatus } from '#shared/requests/request-status.ts';
import { sql } from '#server/db/sql.ts';
import { AppError, fieldError, notFound } from '#server/lib/app-error.ts';
import { CategoryQuestionEntity } from '#server/modules/catalogue/category-question.entity.ts';
import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { type BookingEventResult, applyBookingEvent } from '#server/modules/bookings/booking-events.service.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { resolveLocation } from '#server/modules/locations/resolve-location.ts';
import type { CheckedImage } from '#server/modules/media/image-processing.ts';
import type { MediaStorage } from '#server/modules/media/media-storage.ts';
import { deleteStoredUrls, storePictureWhole, uploadsFolder } from '#server/modules/media/picture-store.ts';
import { refreshProviderFigures } from '#server/modules/ratings/provider-figures.service.ts';
import { CustomRequestDraftEntity } from './custom-request-draft.entity.ts';
import { CustomRequestRecipientEntity } from './custom-request-recipient.entity.ts';
import { CustomRequestEntity } from './custom-request.entity.ts';
import { PriceOfferEntity } from './price-offer.entity.ts';
import { broadcastIfDue, providersRelevantAmong, reachProviders, scheduleBroadcast } from './request-broadcast.ts';
import { type RequestMessaging, tellOffersClosed, tellProvidersReached } from './request-messages.ts';

/** The category's questions in the shared shape, in order (`GET /api/customRequests/categories/{id}`). */
export async function categoryQuestions(em: EntityManager, categoryId: string): Promise<CategoryQuestion[]> {
  const category = await em.findOne(CategoryEntity, categoryId, { fields: ['id'] });
  if (!category) throw notFound();
  const questions = await em.find(CategoryQuestionEntity, { category: categoryId }, { orderBy: { sortIndex: 'asc', id: 'asc' } });
  return questions.map((question) => ({
    id: question.id,
    categoryId,
    titleNo: question.titleNo,
    titleEn: question.titleEn,
    descriptionNo: question.descriptionNo ?? null,
    descriptionEn: question.descriptionEn ?? null,
    subCategory: question.subcategory?.id ?? null,
    type: question.type,
    options: question.options ?? null,
    dependsOnQuestionId: question.dependsOnQuestion?.id ?? null,
    dependsOnAnswer: question.dependsOnAnswer ?? null,
    sortIndex: question.sortIndex,
  }));
}

const picturesFolder = `${uploadsFolder}/custom-requests`;

export interface CreateRequestServices {
  media: MediaStorage;
  queue: Queue<CustomRequestJob>;
  messaging: RequestMessaging;
  onWarning: (message: string, error: unknown) => void;
}

/**
 * Creates a custom request (spec §4): the category's answers checked and stored in both
 * languages, the address placed in an area, the pictures stored, and the chosen providers reached
 * and told at once. It goes to every relevant provider at once with "send to all", otherwise
 * after 24 hours (a delayed job; the sweep catches a lost one) unless a chosen provider offers first.
 * Chosen providers must be relevant for the category (public, taking jobs, offering it).
 */
export async function createCustomRequest(
  em: EntityManager,
  services: CreateRequestServices,
  input: { customerId: string; dto: CustomRequestDto; pictures: CheckedImage[]; now: Date; replacement?: { priceOre: number } },
): Promise<CustomRequestEntity> {
  const { dto, now } = input;
  if (input.pictures.length > customRequestLimits.maxPictures) throw new AppError(413, 'error.upload.images_too_large');
  const questions = await categoryQuestions(em, dto.categoryId);
  const checked = checkAnswers(questions, dto.answers);
  if (!checked.ok) {
    throw new AppError(400, 'error.validation.failed', { data: { issues: checked.issues.map((issue) => ({ ...issue, message: errorMessage(issue.key, 'en') })) } });
  }
  let place: { street: string; postalCode: string; place: string; areaId: string | null } | null = null;
  if (dto.deliveryPlace) {
    const resolved = resolveLocation(dto.deliveryPlace.postalCode);
    if (!resolved.ok) throw new AppError(400, resolved.reason === 'unsupported' ? 'error.location.unsupported' : 'error.location.not_found', { data: { field: 'deliveryPlace' } });
    place = { street: dto.deliveryPlace.street, postalCode: dto.deliveryPlace.postalCode, place: resolved.location.place ?? '', areaId: resolved.location.areaId };
  }
  const startsAt = dto.startTime ? new Date(dto.startTime) : null;
  if (startsAt && startsAt.getTime() <= now.getTime()) throw fieldError('startTime', 'error.booking.date_required', errorMessage('error.booking.date_required', 'en'));
  const relevant = await providersRelevantAmong(em, { categoryId: dto.categoryId, customerId: input.customerId }, dto.recipients);
  const strangers = dto.recipients.filter((id) => !relevant.has(id));
  if (strangers.length > 0) {
    throw new AppError(400, 'error.validation.failed', {
      data: { issues: strangers.map((id) => ({ path: `recipients.${dto.recipients.indexOf(id)}`, key: 'error.booking.service_unavailable', message: errorMessage('error.booking.service_unavailable', 'en') })) },
    });
  }

  const files: Array<{ id: string; url: string }> = [];
  try {
    for (const picture of input.pictures) files.push({ id: randomUUID(), url: (await storePictureWhole(services.media, picturesFolder, picture, 1920)).url });
  } catch (error) {
    await deleteStoredUrls(services.media, files.map((file) => file.url));
    throw error;
  }

  let request: CustomRequestEntity;
  let reached: string[];
  try {
    ({ request, reached } = await em.transactional(async (tx) => {
      const created = tx.create(CustomRequestEntity, {
        customer: input.customerId,
        category: dto.categoryId,
        title: dto.title,
        description: dto.description,
        tags: dto.tags,
        files,
        answers: checked.answers,
        startsAt,
        deliveryStreet: place?.street ?? null,
        deliveryPostalCode: place?.postalCode ?? null,
        deliveryPlace: place?.place ?? null,
        deliveryAreaId: place?.areaId ?? null,
        status: 'OPEN',
        sendToAll: dto.sendToAll,
        isReplacement: !!input.replacement,
        replacementPriceOre: input.replacement?.priceOre ?? null,
        broadcastAt: broadcastTime(now, dto.sendToAll),
        createdAt: now,
        updatedAt: now,
      });
      await tx.flush();
      const chosen = dto.recipients.length ? await reachProviders(tx, created.id, sql`select unnest(array[${dto.recipients}]::uuid[]) as id`, 'chosen', now) : [];
      return { request: created, reached: chosen };
    }));
  } catch (error) {
    await deleteStoredUrls(services.media, files.map((file) => file.url));
    throw error;
  }

  const summary = { id: request.id, title: request.title, startsAt: request.startsAt ?? null, deliveryPlace: request.deliveryPlace ?? null };
  try {
    await tellProvidersReached(em, services.messaging, summary, reached);
  } catch (error) {
    services.onWarning('chosen providers could not be told of a request', error);
  }
  if (dto.sendToAll) {
    try {
      await broadcastIfDue(em.fork(), services.messaging, request.id, now);
    } catch (error) {
      // The job and the sweep below broadcast it instead.
      services.onWarning('request could not be broadcast at once', error);
    }
  }
  try {
    await scheduleBroadcast(services.queue, request, now);
  } catch (error) {
    services.onWarning('request broadcast could not be queued', error);
  }
  return request;
}

/**
 * The customer withdraws an open request (spec §4): it becomes CANCELLED and its open offers
 * close; their providers are told. Cancelling again answers the request unchanged; a request
 * already closed by an accepted offer is 409 (the booking is cancelled on its own).
 *
 * A replacement request is the customer's way to a new provider after theirs dropped out of a paid
 * booking. Withdrawing it means they want no one else, and the booking cannot stay with a provider
 * who is gone: in the same transaction it is cancelled through the booking state machine
 * (`replacement_declined`, as called off by the provider, the whole price back). The request is
 * locked before the booking, as accepting an offer does. `booking` is that change, for the caller
 * to pay back and tell after the commit; null for an ordinary request or a booking no longer paid
 * and waiting (nothing to cancel).
 */
export async function cancelCustomRequest(
  em: EntityManager,
  messaging: RequestMessaging,
  input: { requestId: string; customerId: string; now: Date },
): Promise<{ request: CustomRequestEntity; booking: BookingEventResult | null }> {
  const outcome = await em.transactional(async (tx) => {
    const request = await tx.findOne(CustomRequestEntity, input.requestId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!request || request.customer.id !== input.customerId) throw notFound();
    const step = nextRequestStatus(request.status, 'cancel');
    if ('refused' in step) throw new AppError(409, 'error.request.closed');
    if (!step.changed) return { request, closed: [] as string[], booking: null };
    request.status = step.status;
    request.cancelledAt = input.now;
    request.updatedAt = input.now;
    const open = await tx.find(PriceOfferEntity, { request: request.id, status: 'sent' });
    for (const offer of open) {
      offer.status = 'closed';
      offer.closedAt = input.now;
      offer.updatedAt = input.now;
    }
    await tx.flush();
    const replaced = request.isReplacement && request.replacesBooking ? await tx.findOne(BookingEntity, request.replacesBooking.id, { fields: ['id', 'status'], refresh: true }) : null;
    const booking = replaced?.status === 'confirmed' ? await applyBookingEvent(tx, replaced.id, { type: 'replacement_declined' }, 'system', input.now) : null;
    return { request, closed: open.map((offer) => offer.provider.id), booking };
  });
  if (outcome.closed.length) await tellOffersClosed(em, messaging, { requestId: outcome.request.id, title: outcome.request.title, providerIds: outcome.closed, reason: 'cancelled' });
  return { request: outcome.request, booking: outcome.booking?.changed ? outcome.booking : null };
}

/** The recipient row of a provider for a request it reached, locked; 404 for a request it did not reach. */
export async function reachedRecipient(tx: EntityManager, requestId: string, providerId: string): Promise<CustomRequestRecipientEntity> {
  const recipient = await tx.findOne(CustomRequestRecipientEntity, { request: requestId, provider: providerId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!recipient) throw notFound();
  return recipient;
}

/**
 * A provider declines a request it reached, with a reason (spec §4). Declining again answers the
 * first decline; a provider with an open offer withdraws nothing this way (409).
 */
export async function rejectCustomRequest(em: EntityManager, input: { requestId: string; providerId: string; reason: string; now: Date }): Promise<CustomRequestRecipientEntity> {
  return em.transactional(async (tx) => {
    const request = await tx.findOne(CustomRequestEntity, input.requestId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!request) throw notFound();
    const recipient = await reachedRecipient(tx, input.requestId, input.providerId);
    if (recipient.rejectedAt) return recipient;
    if (request.status !== 'OPEN') throw new AppError(409, 'error.request.closed');
    const open = await tx.count(PriceOfferEntity, { request: request.id, provider: input.providerId, status: { $in: ['sent', 'accepted'] } });
    if (open > 0) throw new AppError(409, 'error.offer.already_sent');
    recipient.rejectedAt = input.now;
    recipient.rejectReason = input.reason;
    await tx.flush();
    await refreshProviderFigures(tx, [input.providerId], input.now);
    return recipient;
  });
}

/** A provider's decline of a request, for `GET /api/customRequests/rejected/{id}`; 404 when it did not decline. */
export async function findRejection(em: EntityManager, requestId: string, providerId: string): Promise<CustomRequestRecipientEntity> {
  const recipient = await em.findOne(CustomRequestRecipientEntity, { request: requestId, provider: providerId });
  if (!recipient?.rejectedAt) throw notFound();
  return recipient;
}

/** Marks the request seen by a provider it reached (first time only). */
export async function markSeenByProvider(em: EntityManager, requestId: string, providerId: string, now: Date): Promise<void> {
  await em.nativeUpdate(CustomRequestRecipientEntity, { request: requestId, provider: providerId, seenAt: null }, { seenAt: now });
}

/**
 * Saves the wizard's draft (`POST /api/customRequests/draft`). A new draft gets a random id, the
 * key to it for a visitor; a signed-in person's draft becomes theirs, and from then on only they
 * can read or overwrite it (anyone else: 404).
 */
export async function saveDraft(em: EntityManager, input: { userId: string | null; body: CustomRequestDraftBody & { stage: number }; now: Date }): Promise<CustomRequestDraftEntity> {
  const { id, stage, customRequestDto } = input.body;
  let draft = id ? await em.findOne(CustomRequestDraftEntity, id) : null;
  if (id && !draft) throw notFound();
  if (draft?.owner && draft.owner.id !== input.userId) throw notFound();
  if (!draft) draft = em.create(CustomRequestDraftEntity, { stage, dto: customRequestDto ?? {}, owner: input.userId, createdAt: input.now, updatedAt: input.now });
  else em.assign(draft, { stage, dto: customRequestDto ?? {}, owner: draft.owner?.id ?? input.userId, updatedAt: input.now });
  await em.flush();
  return draft;
}

export async function findDraft(em: EntityManager, id: string, userId: string | null): Promise<CustomRequestDraftEntity> {
  const draft = await em.findOne(CustomRequestDraftEntity, id);
  if (!draft || (draft.owner && draft.owner.id !== userId)) throw notFound();
  return draft;
}
