import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { BookingListItem, CustomerBookingTab, ProviderBookingTab } from '#shared/bookings/booking.schema.ts';
import { type BookingStatus, finalStatuses } from '#shared/bookings/booking-status.ts';
import type { Paged } from '#shared/explore/paged.schema.ts';
import { cursorKeys, cursorTimestamp, decodeCursor, encodeCursor } from '#server/modules/explore/cursor.ts';
import { query, sql } from '#server/db/sql.ts';
import { BookingEntity } from './booking.entity.ts';
import { type BookingMoney, bookingsMoney } from '#server/modules/payments/booking-money.ts';

export const bookingListPageSize = 20;

/** Booked and not yet over: what the customer's "Active bookings" and the provider's "upcoming" show. */
const ongoingStatuses = ['awaiting_payment', 'confirmed', 'paused', 'hold'] as const satisfies readonly BookingStatus[];

type SortField = 'startsAt' | 'createdAt' | 'providerAnswerBy';
type Order = { name: string; field: SortField; direction: 'asc' | 'desc' };

/**
 * Each tab picks its bookings relative to `now`. The tabs of one side together hold every booking
 * exactly once: a booking whose time has ended moves to the archive (or "previous") whatever its
 * status, so an unanswered request for a time that has passed does not linger among the requests.
 */
type Tab = { where: (now: Date) => FilterQuery<BookingEntity>; order: Order };

const ended = (now: Date): FilterQuery<BookingEntity> => ({ $or: [{ status: { $in: [...finalStatuses] } }, { endsAt: { $lte: now } }] });

const customerTabs: Record<CustomerBookingTab, Tab> = {
  active: { where: (now) => ({ status: { $in: [...ongoingStatuses] }, endsAt: { $gt: now } }), order: { name: 'bookings-customer-active', field: 'startsAt', direction: 'asc' } },
  requests: { where: (now) => ({ status: 'awaiting_provider', endsAt: { $gt: now } }), order: { name: 'bookings-customer-requests', field: 'createdAt', direction: 'desc' } },
  archive: { where: ended, order: { name: 'bookings-customer-archive', field: 'startsAt', direction: 'desc' } },
};

const providerTabs: Record<ProviderBookingTab, Tab> = {
  // insertBooking sets the answer deadline of every request; the filter only keeps the keyset total.
  pending: {
    where: (now) => ({ status: 'awaiting_provider', endsAt: { $gt: now }, providerAnswerBy: { $ne: null } }),
    order: { name: 'bookings-provider-pending', field: 'providerAnswerBy', direction: 'asc' },
  },
  upcoming: { where: (now) => ({ status: { $in: [...ongoingStatuses] }, endsAt: { $gt: now } }), order: { name: 'bookings-provider-upcoming', field: 'startsAt', direction: 'asc' } },
  previous: { where: ended, order: { name: 'bookings-provider-previous', field: 'startsAt', direction: 'desc' } },
};


const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The subscription of each booking that is a subscription visit (a recurring cleaning). */
export async function subscriptionsOf(em: EntityManager, bookingIds: readonly string[]): Promise<Map<string, string>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await query<{ booking_id: string; subscription_id: string }>(
    em,
    sql`select booking_id, subscription_id from subscription_visit where booking_id = any(array[${[...bookingIds]}]::uuid[])`,
  );
  return new Map(rows.map((row) => [row.booking_id, row.subscription_id]));
}

function presentItem(booking: BookingEntity, side: 'customer' | 'provider', money: BookingMoney | undefined, subscriptionId: string | null = null): BookingListItem {
  const customer = booking.customer;
  return {
    id: booking.id,
    orderNumber: booking.orderNumber,
    status: booking.status,
    serviceTitle: booking.serviceTitle,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    priceOre: booking.priceOre,
    chargedOre: money?.chargedOre ?? 0,
    refundedOre: money ? money.chargedOre - money.heldOre : 0,
    otherPartyName: side === 'customer' ? booking.provider.displayName : `${customer.firstName} ${customer.lastName}`.trim(),
    providerAnswerBy: iso(booking.providerAnswerBy),
    paymentDueBy: iso(booking.paymentDueBy),
    createdAt: booking.createdAt.toISOString(),
    subscriptionId,
  };
}

/** One page of a tab, keyset on the tab's time and the id (api-contract Paging). */
async function listTab(em: EntityManager, owner: FilterQuery<BookingEntity>, tab: Tab, side: 'customer' | 'provider', now: Date, next: string | undefined): Promise<Paged<BookingListItem>> {
  const { field, direction, name } = tab.order;
  const conditions: FilterQuery<BookingEntity>[] = [owner, tab.where(now)];
  if (next) {
    const [time, id] = decodeCursor(next, name, cursorKeys.timeId);
    const at = new Date(time);
    const beyond = direction === 'asc' ? '$gt' : '$lt';
    conditions.push({ $or: [{ [field]: { [beyond]: at } }, { [field]: at, id: { [beyond]: id } }] } as FilterQuery<BookingEntity>);
  }
  const rows = await em.find(BookingEntity, { $and: conditions }, {
    orderBy: { [field]: direction, id: direction },
    limit: bookingListPageSize + 1,
    populate: [side === 'customer' ? 'provider' : 'customer'],
  });
  const page = rows.slice(0, bookingListPageSize);
  const last = page.at(-1);
  const lastTime = last?.[field];
  const [money, subscriptions] = await Promise.all([bookingsMoney(em, page.map((booking) => booking.id)), subscriptionsOf(em, page.map((booking) => booking.id))]);
  return {
    data: page.map((booking) => presentItem(booking, side, money.get(booking.id), subscriptions.get(booking.id))),
    next: rows.length > bookingListPageSize && last && lastTime ? encodeCursor(name, [cursorTimestamp(lastTime), last.id]) : null,
  };
}

/**
 * The customer's own bookings in one of the tabs of spec §2; `status` narrows the tab (the front
 * page asks only for the accepted requests waiting for payment), keeping its order and paging.
 */
export function listCustomerBookings(
  em: EntityManager,
  customerId: string,
  tab: CustomerBookingTab,
  now: Date,
  next?: string,
  status?: BookingStatus,
): Promise<Paged<BookingListItem>> {
  const owner: FilterQuery<BookingEntity> = status ? { customer: customerId, status } : { customer: customerId };
  return listTab(em, owner, customerTabs[tab], 'customer', now, next);
}

/** A provider's bookings in one of the tabs of its dashboard (spec §2). */
export function listProviderBookings(em: EntityManager, providerId: string, tab: ProviderBookingTab, now: Date, next?: string): Promise<Paged<BookingListItem>> {
  return listTab(em, { provider: providerId }, providerTabs[tab], 'provider', now, next);
}

/** Statuses the provider's calendar shows: time taken or asked for, and work done. */
const calendarStatuses = ['hold', 'awaiting_provider', 'awaiting_payment', 'confirmed', 'paused', 'done'] as const satisfies readonly BookingStatus[];

/** Bookings of a provider that overlap `[from, to)`, by start; the calendar asks for at most six weeks. */
export async function listProviderCalendar(em: EntityManager, providerId: string, window: { from: Date; to: Date }): Promise<BookingListItem[]> {
  const rows = await em.find(
    BookingEntity,
    { provider: providerId, status: { $in: [...calendarStatuses] }, startsAt: { $lt: window.to }, endsAt: { $gt: window.from } },
    { orderBy: { startsAt: 'asc', id: 'asc' }, populate: ['customer'], limit: 2000 },
  );
  const [money, subscriptions] = await Promise.all([bookingsMoney(em, rows.map((booking) => booking.id)), subscriptionsOf(em, rows.map((booking) => booking.id))]);
  return rows.map((booking) => presentItem(booking, 'provider', money.get(booking.id), subscriptions.get(booking.id)));
}
