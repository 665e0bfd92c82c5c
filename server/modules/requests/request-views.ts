import type { EntityManager } from '@mikro-orm/postgresql';
import type { Paged } from '#shared/explore/paged.schema.ts';
import type {
  CustomerRequest,
  CustomRequestResponse,
  ProviderRequest,
  ProviderRequestTab,
  customerRequestListItemSchema,
  myOfferSchema,
  providerRequestListItemSchema,
  providerRequestStates,
} from '#shared/requests/custom-request.schema.ts';
import { oreToKroner } from '#shared/requests/price-offer.schema.ts';
import type { z } from 'zod';
import { query, sql, type SqlFragment } from '#server/db/sql.ts';
import { notFound } from '#server/lib/app-error.ts';
import { cursorKeys, cursorTimestamp, decodeCursor, encodeCursor } from '#server/modules/explore/cursor.ts';
import { CustomRequestRecipientEntity } from './custom-request-recipient.entity.ts';
import { CustomRequestEntity } from './custom-request.entity.ts';
import { PriceOfferEntity } from './price-offer.entity.ts';

/** Raw rows carry timestamps as text, entities as dates. */
const iso = (date: Date | string | null | undefined) => (date ? new Date(date).toISOString() : null);
export const pageSize = 20;

type MyOffer = z.infer<typeof myOfferSchema>;
type ProviderState = (typeof providerRequestStates)[number];

export function presentOffer(offer: PriceOfferEntity): MyOffer {
  return {
    id: offer.id,
    status: offer.status,
    price: oreToKroner(offer.amountOre),
    conditions: offer.conditions,
    expiresAt: offer.expiresAt.toISOString(),
    startTime: iso(offer.startsAt),
    durationMinutes: offer.durationMinutes,
    seenAt: iso(offer.seenAt),
    resultingBookingId: offer.resultingBooking?.id ?? null,
    createdAt: offer.createdAt.toISOString(),
  };
}

async function customerName(em: EntityManager, customerId: string): Promise<string> {
  const [row] = await query<{ first_name: string }>(em, sql`select first_name from app_user where id = ${customerId}`);
  return row?.first_name ?? '';
}

/** The parts every view of a request shares. `withStreet`: the street is the customer's, and the winner's. */
function core(request: CustomRequestEntity, name: string, withStreet: boolean) {
  return {
    id: request.id,
    ownerId: request.customer.id,
    categoryId: request.category.id,
    title: request.title,
    description: request.description,
    tags: request.tags,
    startTime: iso(request.startsAt),
    deliveryPlace: request.deliveryPostalCode
      ? { street: withStreet ? (request.deliveryStreet ?? '') : '', postalCode: request.deliveryPostalCode, place: request.deliveryPlace ?? '' }
      : null,
    files: request.files,
    status: request.status,
    sendToAll: request.sendToAll,
    isReplacement: request.isReplacement,
    price: request.replacementPriceOre === null || request.replacementPriceOre === undefined ? null : oreToKroner(request.replacementPriceOre),
    answers: request.answers,
    customerName: name,
    created: request.createdAt.toISOString(),
    updated: request.updatedAt.toISOString(),
  };
}

interface ProviderCard {
  id: string;
  display_name: string;
  slug: string;
  photo: string | null;
  rating_average: string | null;
  rating_count: number;
  average_response_time_sec: number | null;
  /** Whether the provider can take the job now: public and not paused. */
  taking_jobs: boolean;
}

async function providerCards(em: EntityManager, ids: readonly string[]): Promise<Map<string, ProviderCard>> {
  if (ids.length === 0) return new Map();
  const rows = await query<ProviderCard>(
    em,
    sql`select p.id, p.display_name, p.slug, p.photo, p.rating_average, p.rating_count, p.average_response_time_sec,
        (p.status = 'approved' and not exists (select 1 from app_user bu where bu.id = p.owner_id and bu.is_blocked)
          and coalesce((select ps.is_available from provider_schedule ps where ps.provider_id = p.id), true)) as taking_jobs
      from provider p where p.id = any(array[${ids}]::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The request with every response, as its customer sees it (api-contract). */
export async function presentCustomerRequest(em: EntityManager, request: CustomRequestEntity): Promise<CustomerRequest> {
  // A broadcast request reached thousands: only the chosen and the declines are read as rows.
  const [offers, recipients, reachedCount] = await Promise.all([
    em.find(PriceOfferEntity, { request: request.id }, { orderBy: { createdAt: 'desc', id: 'desc' } }),
    em.find(CustomRequestRecipientEntity, { request: request.id, $or: [{ via: 'chosen' }, { rejectedAt: { $ne: null } }] }, { orderBy: { reachedAt: 'asc', id: 'asc' } }),
    em.count(CustomRequestRecipientEntity, { request: request.id }),
  ]);
  const rejected = recipients.filter((recipient) => recipient.rejectedAt);
  const cards = await providerCards(em, [...new Set([...offers.map((offer) => offer.provider.id), ...rejected.map((recipient) => recipient.provider.id)])]);
  const card = (providerId: string) => {
    const found = cards.get(providerId);
    return {
      providerId,
      providerName: found?.display_name ?? '',
      providerSlug: found?.slug ?? '',
      providerPhoto: found?.photo ?? null,
      ratingAverage: found?.rating_average === null || found?.rating_average === undefined ? null : Number(found.rating_average),
      ratingCount: found?.rating_count ?? 0,
      averageResponseTimeSec: found?.average_response_time_sec ?? null,
    };
  };
  const responses: CustomRequestResponse[] = [
    ...offers.map((offer): CustomRequestResponse => ({
      id: offer.id,
      ...card(offer.provider.id),
      type: 'OFFER',
      status: offer.status === 'sent' && !cards.get(offer.provider.id)?.taking_jobs ? 'PAUSED' : offer.status,
      price: oreToKroner(offer.amountOre),
      conditions: offer.conditions,
      expiresAt: offer.expiresAt.toISOString(),
      startTime: iso(offer.startsAt),
      durationMinutes: offer.durationMinutes,
      seenAt: iso(offer.seenAt),
      resultingBookingId: offer.resultingBooking?.id ?? null,
      accepted: offer.status === 'accepted',
      createdAt: offer.createdAt.toISOString(),
    })),
    ...rejected.map((recipient): CustomRequestResponse => ({
      id: recipient.id,
      ...card(recipient.provider.id),
      type: 'REJECTED',
      status: 'REJECTED',
      rejectReason: recipient.rejectReason ?? '',
      createdAt: recipient.rejectedAt!.toISOString(),
    })),
  ];
  return {
    ...core(request, await customerName(em, request.customer.id), true),
    recipients: recipients.filter((recipient) => recipient.via === 'chosen').map((recipient) => recipient.provider.id),
    reachedCount,
    broadcastAt: request.broadcastDoneAt ? null : request.broadcastAt.toISOString(),
    responses,
  };
}

/** The customer's own request; anyone else's id is 404. */
export async function requireOwnRequest(em: EntityManager, requestId: string, customerId: string): Promise<CustomRequestEntity> {
  const request = await em.findOne(CustomRequestEntity, requestId, { refresh: true });
  if (!request || request.customer.id !== customerId) throw notFound();
  return request;
}

/** Where a request stands for the provider, from its row and the provider's latest offer. */
function stateFor(request: { status: string }, rejectedAt: Date | null, offer: { status: string } | null): ProviderState {
  if (offer?.status === 'accepted') return 'accepted';
  if (rejectedAt) return 'rejected';
  if (request.status !== 'OPEN') return 'closed';
  if (offer?.status === 'sent') return 'offer_sent';
  if (offer?.status === 'expired') return 'expired';
  return 'open';
}

/** The request as a provider it reached sees it (404 for one it did not reach). */
export async function presentProviderRequest(
  em: EntityManager,
  requestId: string,
  provider: { id: string; serviceFeePercent: number; orgType: 'individual' | 'company' | 'agent' },
): Promise<ProviderRequest> {
  const recipient = await em.findOne(CustomRequestRecipientEntity, { request: requestId, provider: provider.id }, { populate: ['request', 'request.category'], refresh: true });
  if (!recipient) throw notFound();
  const request = recipient.request;
  const offer = await em.findOne(PriceOfferEntity, { request: requestId, provider: provider.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  const state = stateFor(request, recipient.rejectedAt ?? null, offer);
  return {
    ...core(request, await customerName(em, request.customer.id), state === 'accepted'),
    state,
    reachedAt: recipient.reachedAt.toISOString(),
    rejectReason: recipient.rejectReason ?? null,
    offer: offer ? presentOffer(offer) : null,
    payoutTerms: { serviceFeePercent: Number(provider.serviceFeePercent), orgType: provider.orgType, vatRate: Number(request.category.taxRate) / 100 },
  };
}

interface ProviderListRow {
  id: string;
  title: string;
  category_id: string;
  status: 'OPEN' | 'CLOSED' | 'CANCELLED';
  starts_at: Date | null;
  delivery_place: string | null;
  customer_name: string;
  is_replacement: boolean;
  replacement_price_ore: number | null;
  created_at: Date;
  recipient_id: string;
  reached_at: Date;
  rejected_at: Date | null;
  offer: null | {
    id: string;
    status: 'sent' | 'accepted' | 'closed' | 'expired';
    amount_ore: number;
    conditions: string;
    expires_at: string;
    starts_at: string | null;
    duration_minutes: number;
    seen_at: string | null;
    resulting_booking_id: string | null;
    created_at: string;
  };
}

/**
 * The tab conditions over the recipient row `rr` and the request `cr`, as semi- and anti-joins on
 * the provider's offers: PostgreSQL estimates these well, so a page is read in index order and
 * stops after its rows (a filter on the latest offer's status made it sort every row instead).
 * An open request has at most one open offer per provider, and an accepted offer closes it, so
 * "no open offer" is "not answered yet, or the offer expired".
 */
const hasOpenOffer = sql`exists (select 1 from price_offer s where s.request_id = rr.request_id and s.provider_id = rr.provider_id and s.status = 'sent')`;
const tabConditions: Record<Exclude<ProviderRequestTab, 'previous'>, SqlFragment> = {
  open: sql`(cr.status = 'OPEN' and rr.rejected_at is null and not ${hasOpenOffer})`,
  offers_sent: sql`(cr.status = 'OPEN' and rr.rejected_at is null and ${hasOpenOffer})`,
  pending_customer: sql`exists (select 1 from price_offer s join booking sb on sb.id = s.resulting_booking_id
    where s.request_id = rr.request_id and s.provider_id = rr.provider_id and s.status = 'accepted' and sb.status = 'awaiting_payment')`,
};

function tabCondition(tab: ProviderRequestTab): SqlFragment {
  if (tab !== 'previous') return tabConditions[tab];
  return sql`not (cr.status = 'OPEN' and rr.rejected_at is null) and not ${tabConditions.pending_customer}`;
}

const utc = (value: string | null) => (value ? new Date(value).toISOString() : null);

/**
 * One page of the requests that reached a provider, in a dashboard tab (spec §2: open requests,
 * offers sent, pending customer, previous), newest reached first; keyset on (reached at, row id).
 */
export async function listProviderRequests(em: EntityManager, providerId: string, tab: ProviderRequestTab, next: string | undefined): Promise<Paged<z.infer<typeof providerRequestListItemSchema>>> {
  const order = `provider-requests-${tab}`;
  let after = sql``;
  if (next) {
    const [time, id] = decodeCursor(next, order, cursorKeys.timeId);
    after = sql`and (rr.reached_at, rr.id) < (${time}::timestamptz, ${id}::uuid)`;
  }
  const rows = await query<ProviderListRow>(
    em,
    sql`select cr.id, cr.title, cr.category_id, cr.status, cr.starts_at, cr.delivery_place, u.first_name as customer_name, cr.is_replacement,
        cr.replacement_price_ore, cr.created_at, rr.id as recipient_id, rr.reached_at, rr.rejected_at,
        case when o.id is null then null else json_build_object('id', o.id, 'status', o.status, 'amount_ore', o.amount_ore, 'conditions', o.conditions,
          'expires_at', o.expires_at, 'starts_at', o.starts_at, 'duration_minutes', o.duration_minutes, 'seen_at', o.seen_at,
          'resulting_booking_id', o.resulting_booking_id, 'created_at', o.created_at) end as offer
      from custom_request_recipient rr
      join custom_request cr on cr.id = rr.request_id
      join app_user u on u.id = cr.customer_id
      left join lateral (select * from price_offer po where po.request_id = rr.request_id and po.provider_id = rr.provider_id
        order by po.created_at desc, po.id desc limit 1) o on true
      where rr.provider_id = ${providerId} ${after} and ${tabCondition(tab)}
      order by rr.reached_at desc, rr.id desc
      limit ${pageSize + 1}`,
  );
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    data: page.map((row) => ({
      id: row.id,
      title: row.title,
      categoryId: row.category_id,
      status: row.status,
      state: stateFor(row, row.rejected_at, row.offer),
      startTime: iso(row.starts_at),
      place: row.delivery_place,
      customerName: row.customer_name,
      isReplacement: row.is_replacement,
      price: row.replacement_price_ore === null ? null : oreToKroner(row.replacement_price_ore),
      reachedAt: iso(row.reached_at)!,
      offer: row.offer
        ? {
            id: row.offer.id,
            status: row.offer.status,
            price: oreToKroner(row.offer.amount_ore),
            conditions: row.offer.conditions,
            expiresAt: utc(row.offer.expires_at)!,
            startTime: utc(row.offer.starts_at),
            durationMinutes: row.offer.duration_minutes,
            seenAt: utc(row.offer.seen_at),
            resultingBookingId: row.offer.resulting_booking_id,
            createdAt: utc(row.offer.created_at)!,
          }
        : null,
      created: iso(row.created_at)!,
    })),
    next: rows.length > pageSize && last ? encodeCursor(order, [cursorTimestamp(new Date(last.reached_at)), last.recipient_id]) : null,
  };
}

/** How many requests wait in the provider's "open" tab (not answered yet, or their offer expired): the menu's count. */
export async function countOpenProviderRequests(em: EntityManager, providerId: string): Promise<number> {
  const [row] = await query<{ open: number }>(
    em,
    sql`select count(*)::int as open
      from custom_request_recipient rr
      join custom_request cr on cr.id = rr.request_id
      left join lateral (select * from price_offer po where po.request_id = rr.request_id and po.provider_id = rr.provider_id
        order by po.created_at desc, po.id desc limit 1) o on true
      where rr.provider_id = ${providerId} and ${tabCondition('open')}`,
  );
  return row?.open ?? 0;
}

/** One page of the customer's own requests, newest first, with their offers counted. */
export async function listCustomerRequests(
  em: EntityManager,
  customerId: string,
  status: 'OPEN' | 'CLOSED' | 'CANCELLED' | undefined,
  next: string | undefined,
): Promise<Paged<z.infer<typeof customerRequestListItemSchema>>> {
  const order = `customer-requests-${status ?? 'all'}`;
  let after = sql``;
  if (next) {
    const [time, id] = decodeCursor(next, order, cursorKeys.timeId);
    after = sql`and (cr.created_at, cr.id) < (${time}::timestamptz, ${id}::uuid)`;
  }
  const rows = await query<{ id: string; title: string; category_id: string; status: 'OPEN' | 'CLOSED' | 'CANCELLED'; starts_at: Date | null; created_at: Date; offer_count: number; unseen: number; lowest: number | null; is_replacement: boolean }>(
    em,
    sql`select cr.id, cr.title, cr.category_id, cr.status, cr.starts_at, cr.created_at, cr.is_replacement,
        (select count(*)::int from price_offer o where o.request_id = cr.id) as offer_count,
        (select count(*)::int from price_offer o where o.request_id = cr.id and o.status = 'sent' and o.seen_at is null) as unseen,
        (select min(o.amount_ore) from price_offer o where o.request_id = cr.id and o.status in ('sent', 'accepted')) as lowest
      from custom_request cr
      where cr.customer_id = ${customerId} ${status ? sql`and cr.status = ${status}` : sql``} ${after}
      order by cr.created_at desc, cr.id desc
      limit ${pageSize + 1}`,
  );
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    data: page.map((row) => ({
      id: row.id,
      title: row.title,
      categoryId: row.category_id,
      status: row.status,
      startTime: iso(row.starts_at),
      offerCount: row.offer_count,
      unseenOfferCount: row.unseen,
      lowestPrice: row.lowest === null ? null : oreToKroner(Number(row.lowest)),
      isReplacement: row.is_replacement,
      created: iso(row.created_at)!,
    })),
    next: rows.length > pageSize && last ? encodeCursor(order, [cursorTimestamp(new Date(last.created_at)), last.id]) : null,
  };
}
