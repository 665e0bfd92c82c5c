import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { vatIncluded } from '#shared/bookings/booking-price.ts';
import { cancellationPolicyFor } from '#shared/bookings/cancellation-policy.ts';
import type { CustomRequestJob } from '#shared/queues.ts';
import { type PriceOfferCreateBody, type PriceOfferPatchBody, kronerToOre, offerExpiryIssue, priceOfferLimits } from '#shared/requests/price-offer.schema.ts';
import { nextOfferStatus, nextRequestStatus, offerTransitions } from '#shared/requests/request-status.ts';
import { query, sql } from '#server/db/sql.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { insertBooking } from '#server/modules/bookings/booking-insert.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { resolveLocation } from '#server/modules/locations/resolve-location.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { serviceUnavailable } from '#server/modules/providers/public-provider.ts';
import { refreshProviderFigures } from '#server/modules/ratings/provider-figures.service.ts';
import { CustomRequestEntity } from './custom-request.entity.ts';
import { reachedRecipient } from './custom-request.service.ts';
import { moveBookingToProvider } from './provider-replacement.service.ts';
import { PriceOfferEntity } from './price-offer.entity.ts';
import { type RequestMessaging, tellOffersClosed } from './request-messages.ts';

const minuteMs = 60_000;
const badField = (key: string, field: string) => new AppError(400, key, { data: { field } });

/** Whether a provider can take a job now: public (approved, owner not blocked) and its schedule not paused. */
async function providerTakingJobs(em: EntityManager, providerId: string): Promise<{ public: boolean; paused: boolean; bufferMinutes: number }> {
  const [row] = await query<{ is_public: boolean; is_available: boolean | null; buffer_time_minutes: number | null }>(
    em,
    sql`select (p.status = 'approved' and not exists (select 1 from app_user bu where bu.id = p.owner_id and bu.is_blocked)) as is_public,
        ps.is_available, ps.buffer_time_minutes
      from provider p left join provider_schedule ps on ps.provider_id = p.id where p.id = ${providerId}`,
  );
  return { public: row?.is_public ?? false, paused: row?.is_available === false, bufferMinutes: row?.buffer_time_minutes ?? 0 };
}

/** The delivery an offer's deadline may not pass: the request's date, or the start the offer proposes. */
function checkTimes(request: CustomRequestEntity, fields: { expiresAt: Date; startsAt: Date | null }, now: Date): void {
  if (!request.startsAt && !fields.startsAt) throw badField('error.offer.start_required', 'startTime');
  if (!request.startsAt && fields.startsAt && fields.startsAt.getTime() <= now.getTime()) throw badField('error.booking.date_required', 'startTime');
  const issue = offerExpiryIssue(fields.expiresAt, now, request.startsAt ?? fields.startsAt);
  if (issue) throw badField(issue, 'expiresAt');
}

export const expireOfferJobId = (offerId: string, expiresAt: Date) => `expire-offer-${offerId}-${expiresAt.getTime()}`;

/** Queues an offer's expiry at its deadline; a changed deadline gets a job of its own, and the old one finds nothing due. */
export async function scheduleOfferExpiry(queue: Queue<CustomRequestJob>, offer: { id: string; expiresAt: Date }, now: Date): Promise<void> {
  await queue.add(
    'expireOffer',
    { type: 'expireOffer', offerId: offer.id },
    { jobId: expireOfferJobId(offer.id, offer.expiresAt), delay: Math.max(0, offer.expiresAt.getTime() - now.getTime()), removeOnComplete: { age: 24 * 3600, count: 1000 }, removeOnFail: { age: 7 * 24 * 3600 }, attempts: 5, backoff: { type: 'exponential', delay: 5_000 } },
  );
}

/**
 * A provider prices a request it reached (spec §4): one open offer per provider and request (also
 * held by a unique index), only while the request is open and the provider has not declined it; a
 * replacement request's offer must keep its price. The deadline must lie after now and not after
 * the planned delivery; a request without a date needs the start the provider proposes.
 */
export async function createPriceOffer(em: EntityManager, input: { provider: ProviderEntity; body: PriceOfferCreateBody; now: Date }): Promise<PriceOfferEntity> {
  const { body, now, provider } = input;
  try {
    return await em.transactional(async (tx) => {
      const request = await tx.findOne(CustomRequestEntity, body.customRequestId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!request) throw notFound();
      const recipient = await reachedRecipient(tx, request.id, provider.id);
      if (request.status !== 'OPEN') throw new AppError(409, 'error.request.closed');
      if (recipient.rejectedAt) throw new AppError(409, 'error.request.already_rejected');
      const amountOre = kronerToOre(body.amount);
      if (request.isReplacement && amountOre !== request.replacementPriceOre) throw new AppError(409, 'error.offer.price_fixed');
      const existing = await tx.count(PriceOfferEntity, { request: request.id, provider: provider.id, status: { $in: ['sent', 'accepted'] } });
      if (existing > 0) throw new AppError(409, 'error.offer.already_sent');
      const startsAt = request.startsAt ? null : body.startTime ? new Date(body.startTime) : null;
      const expiresAt = new Date(body.expiresAt);
      checkTimes(request, { expiresAt, startsAt }, now);
      const offer = tx.create(PriceOfferEntity, {
        request,
        provider,
        amountOre,
        conditions: body.conditions,
        expiresAt,
        startsAt,
        durationMinutes: body.durationMinutes ?? priceOfferLimits.defaultDurationMinutes,
        status: 'sent',
        createdAt: now,
        updatedAt: now,
      });
      await tx.flush();
      // A first answer to the request: the provider's acceptance rate and response time move.
      await refreshProviderFigures(tx, [provider.id], now);
      return offer;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new AppError(409, 'error.offer.already_sent', { cause: error });
    throw error;
  }
}

/** The caller's own offer, locked with its request; anyone else's is 404. */
async function ownOffer(tx: EntityManager, offerId: string, providerId: string) {
  const offer = await tx.findOne(PriceOfferEntity, offerId, { refresh: true });
  if (!offer || offer.provider.id !== providerId) throw notFound();
  const request = await tx.findOneOrFail(CustomRequestEntity, offer.request.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  await tx.refresh(offer);
  return { offer, request };
}

/**
 * The provider changes price, conditions or deadline of an open offer (spec §4), by the same rules
 * as sending it. A replacement request's price stays. An expired, accepted or closed offer is 409.
 */
export async function patchPriceOffer(em: EntityManager, input: { offerId: string; providerId: string; body: PriceOfferPatchBody; now: Date }): Promise<PriceOfferEntity> {
  const { body, now } = input;
  return em.transactional(async (tx) => {
    const { offer, request } = await ownOffer(tx, input.offerId, input.providerId);
    if (offer.status === 'expired' || (offer.status === 'sent' && offer.expiresAt.getTime() <= now.getTime())) throw new AppError(409, 'error.offer.expired');
    if (offer.status !== 'sent' || request.status !== 'OPEN') throw new AppError(409, 'error.offer.not_open');
    if (body.amount !== undefined) {
      const amountOre = kronerToOre(body.amount);
      if (request.isReplacement && amountOre !== request.replacementPriceOre) throw new AppError(409, 'error.offer.price_fixed');
      offer.amountOre = amountOre;
    }
    if (body.conditions !== undefined) offer.conditions = body.conditions;
    if (body.durationMinutes !== undefined) offer.durationMinutes = body.durationMinutes;
    if (body.startTime !== undefined && !request.startsAt) offer.startsAt = body.startTime ? new Date(body.startTime) : null;
    if (body.expiresAt !== undefined) offer.expiresAt = new Date(body.expiresAt);
    checkTimes(request, { expiresAt: offer.expiresAt, startsAt: offer.startsAt ?? null }, now);
    // A changed offer is news to the customer again.
    offer.seenAt = null;
    offer.updatedAt = now;
    await tx.flush();
    return offer;
  });
}

/** The customer has seen an offer (`PATCH /api/price-offer/seen/{id}`): the first time counts. Only the request's customer (404 otherwise). */
export async function markOfferSeen(em: EntityManager, input: { offerId: string; customerId: string; now: Date }): Promise<PriceOfferEntity> {
  const offer = await em.findOne(PriceOfferEntity, input.offerId, { populate: ['request'], refresh: true });
  if (!offer || offer.request.customer.id !== input.customerId) throw notFound();
  if (!offer.seenAt) {
    await em.nativeUpdate(PriceOfferEntity, { id: offer.id, seenAt: null }, { seenAt: input.now });
    await em.refresh(offer);
  }
  return offer;
}

/**
 * The booking an accepted offer becomes: the request's date (or the start the offer proposed), the
 * request's address (or the one given now), the offer's price, in `awaiting_payment`, through the
 * booking module's own insert inside the accept's transaction, so a refused time rolls everything back.
 */
async function insertOfferBooking(
  tx: EntityManager,
  input: { request: CustomRequestEntity; offer: PriceOfferEntity; bufferMinutes: number; now: Date; deliveryPlace?: { street: string; postalCode: string } | undefined },
): Promise<BookingEntity> {
  const { request, offer, now } = input;
  const startsAt = request.startsAt ?? offer.startsAt ?? null;
  if (!startsAt) throw badField('error.booking.date_required', 'startTime');
  if (startsAt.getTime() <= now.getTime()) throw new AppError(409, 'error.offer.expired');
  let address = request.deliveryPostalCode ? { street: request.deliveryStreet ?? '', postalCode: request.deliveryPostalCode, place: request.deliveryPlace ?? '', areaId: request.deliveryAreaId ?? null } : null;
  if (!address) {
    if (!input.deliveryPlace?.street || !input.deliveryPlace.postalCode) throw badField('error.booking.address_required', 'deliveryPlace');
    const resolved = resolveLocation(input.deliveryPlace.postalCode);
    if (!resolved.ok) throw badField('error.booking.address_not_delivered', 'deliveryPlace');
    address = { street: input.deliveryPlace.street, postalCode: input.deliveryPlace.postalCode, place: resolved.location.place ?? '', areaId: resolved.location.areaId };
    request.deliveryStreet = address.street;
    request.deliveryPostalCode = address.postalCode;
    request.deliveryPlace = address.place;
    request.deliveryAreaId = address.areaId;
  }
  const category = await tx.findOneOrFail(CategoryEntity, request.category.id, { fields: ['taxRate', 'type'] });
  return insertBooking(tx, {
    customer: request.customer.id,
    provider: offer.provider.id,
    service: null,
    title: request.title,
    status: 'awaiting_payment',
    startsAt,
    endsAt: new Date(startsAt.getTime() + offer.durationMinutes * minuteMs),
    bufferMinutes: input.bufferMinutes,
    priceOre: offer.amountOre,
    vatOre: vatIncluded(offer.amountOre, Number(category.taxRate)),
    cancellationPolicy: cancellationPolicyFor(category.type),
    paymentMethod: 'card',
    customerNote: offer.conditions || null,
    deliveryAddress: address,
    now,
  });
}

export type AcceptResult = {
  booking: BookingEntity;
  offer: PriceOfferEntity;
  request: CustomRequestEntity;
  changed: boolean;
  closedProviders: string[];
  /** For a replacement request: the provider the booking was moved away from. */
  replacedProviderId?: string;
};

/**
 * The customer accepts one offer (spec §4). Under a lock on the request, so of any number of
 * accepts of one request exactly one wins (a unique index on accepted offers holds it too):
 * - the offer must still be open: expired (or past its deadline) → 409 "Offer has expired.";
 *   closed, or the request no longer open → 409; a provider not taking jobs (paused, blocked,
 *   not approved) → 409;
 * - the booking is made by the booking module's own insert in `awaiting_payment` with the offer's
 *   price, paid by the usual pay call within 72 hours. Its time is the request's date, or the start
 *   the offer proposed; the exclusion constraint decides: a provider busy then is 409 "Time is
 *   already booked." and nothing changes. An address left undecided must be given now
 *   (`deliveryPlace`, else 400 "Please choose an address");
 * - the request closes, the other open offers close.
 * A replacement request's offer makes no booking: the booking it replaces moves to the offer's
 * provider (`moveBookingToProvider`), paid as it is, with the same time rule and 409.
 * Accepting the accepted offer again answers the same booking.
 */
export async function acceptPriceOffer(
  em: EntityManager,
  input: { offerId: string; customerId: string; now: Date; deliveryPlace?: { street: string; postalCode: string } | undefined },
): Promise<AcceptResult> {
  const { now } = input;
  return em.transactional(async (tx) => {
    const found = await tx.findOne(PriceOfferEntity, input.offerId, { fields: ['id', 'request'] });
    if (!found) throw notFound();
    const request = await tx.findOne(CustomRequestEntity, found.request.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!request || request.customer.id !== input.customerId) throw notFound();
    const offer = await tx.findOneOrFail(PriceOfferEntity, input.offerId, { refresh: true, populate: ['resultingBooking'] });
    const step = nextOfferStatus(offer.status, 'accept');
    if (!('refused' in step) && !step.changed && offer.resultingBooking) {
      return { booking: offer.resultingBooking, offer, request, changed: false, closedProviders: [] };
    }
    if (offer.status === 'expired' || offer.expiresAt.getTime() <= now.getTime()) throw new AppError(409, 'error.offer.expired');
    if ('refused' in step || 'refused' in nextRequestStatus(request.status, 'close')) throw new AppError(409, request.status === 'OPEN' ? 'error.offer.not_open' : 'error.request.closed');
    const provider = await providerTakingJobs(tx, offer.provider.id);
    if (!provider.public) throw serviceUnavailable();
    if (provider.paused) throw new AppError(409, 'error.offer.provider_paused');

    let replacedProviderId: string | undefined;
    let booking: BookingEntity;
    if (request.replacesBooking) {
      const moved = await moveBookingToProvider(tx, { bookingId: request.replacesBooking.id, requestId: request.id, providerId: offer.provider.id, bufferMinutes: provider.bufferMinutes, now });
      booking = moved.booking;
      replacedProviderId = moved.previousProviderId;
    } else {
      booking = await insertOfferBooking(tx, { request, offer, bufferMinutes: provider.bufferMinutes, now, deliveryPlace: input.deliveryPlace });
    }

    offer.status = 'accepted';
    offer.acceptedAt = now;
    offer.resultingBooking = tx.getReference(BookingEntity, booking.id);
    offer.updatedAt = now;
    request.status = 'CLOSED';
    request.closedAt = now;
    request.updatedAt = now;
    const others = await tx.find(PriceOfferEntity, { request: request.id, status: { $in: [...offerTransitions.close.from] }, id: { $ne: offer.id } });
    for (const other of others) {
      other.status = 'closed';
      other.closedAt = now;
      other.updatedAt = now;
    }
    await tx.flush();
    return { booking, offer, request, changed: true, closedProviders: others.map((other) => other.provider.id), ...(replacedProviderId ? { replacedProviderId } : {}) };
  });
}

/** After an accept: the providers whose offers closed are told. */
export async function tellOthersClosed(em: EntityManager, messaging: RequestMessaging, result: AcceptResult): Promise<void> {
  if (!result.changed || result.closedProviders.length === 0) return;
  await tellOffersClosed(em, messaging, { requestId: result.request.id, title: result.request.title, providerIds: result.closedProviders, reason: 'accepted_other' });
}

/**
 * Expires an open offer whose deadline has passed: one guarded UPDATE (the transition's `from`
 * and the deadline in its WHERE), so an early, late or repeated job, the sweep and an accept
 * racing it change it at most once. Answers whether it expired it.
 */
export async function expireOfferIfDue(em: EntityManager, offerId: string, now: Date): Promise<boolean> {
  const rows = await query<{ id: string }>(
    em,
    sql`update price_offer set status = ${offerTransitions.expire.to}, expired_at = ${now}, updated_at = ${now}
      where id = ${offerId} and status = any(array[${[...offerTransitions.expire.from]}]::text[]) and expires_at <= ${now} returning id`,
  );
  return rows.length > 0;
}

/** Expires every open offer past its deadline whose job was lost. Answers how many. */
export async function sweepExpiredOffers(em: EntityManager, now: Date): Promise<number> {
  const rows = await query<{ id: string }>(
    em,
    sql`update price_offer set status = ${offerTransitions.expire.to}, expired_at = ${now}, updated_at = ${now}
      where id in (select id from price_offer where status = any(array[${[...offerTransitions.expire.from]}]::text[]) and expires_at <= ${now} limit 1000) returning id`,
  );
  return rows.length;
}

