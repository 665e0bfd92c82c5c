import type { EntityManager } from '@mikro-orm/postgresql';
import { calculatePayout } from '#shared/payments/payout.ts';
import { payoutRates } from '#shared/payments/payout-rates.ts';
import type { ProviderSubscription, Subscription, SubscriptionDetail, SubscriptionVisit } from '#shared/subscriptions/subscription.schema.ts';
import { dayNumberOf, isoWeekdayOf } from '#server/modules/availability/zoned-time.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { SavedCardEntity } from '#server/modules/payments/saved-card.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { SubscriptionVisitEntity } from './subscription-visit.entity.ts';
import type { SubscriptionEntity } from './subscription.entity.ts';
import { canSkip } from './subscription.service.ts';
import { chargeDueAt } from './visit-charges.ts';
import { collidedVisitTimes, suggestedVisitTimes } from './visit-moves.ts';

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function presentVisit(visit: SubscriptionVisitEntity, now: Date, suggested: ReadonlyMap<string, Date[]> = new Map()): SubscriptionVisit {
  return {
    id: visit.id,
    startsAt: visit.plannedStartsAt.toISOString(),
    state: visit.state,
    priceOre: visit.priceOre,
    chargeAt: visit.chargeAt.toISOString(),
    nextTryAt: iso(visit.nextTryAt),
    declined: Boolean(visit.declineCode),
    bookingId: visit.booking?.id ?? null,
    bookingStatus: visit.booking?.status ?? null,
    canSkip: canSkip(visit, now),
    suggestedTimes: (suggested.get(visit.id) ?? []).map((time) => time.toISOString()),
  };
}

/** The rhythm both sides read: the visits' weekday (1 Monday … 7 Sunday) and Oslo start time. */
function rhythmOf(subscription: SubscriptionEntity) {
  return {
    weekday: isoWeekdayOf(dayNumberOf(subscription.firstDay)),
    startTime: `${pad(Math.floor(subscription.startMinutes / 60))}:${pad(subscription.startMinutes % 60)}`,
  };
}

async function visitsBySubscription(em: EntityManager, subscriptions: readonly SubscriptionEntity[]): Promise<Map<string, SubscriptionVisitEntity[]>> {
  const visits = await em.find(SubscriptionVisitEntity, { subscription: { $in: subscriptions.map((subscription) => subscription.id) } }, { populate: ['booking'], orderBy: { plannedStartsAt: 'asc' } });
  const grouped = new Map<string, SubscriptionVisitEntity[]>();
  for (const visit of visits) grouped.set(visit.subscription.id, [...(grouped.get(visit.subscription.id) ?? []), visit]);
  return grouped;
}

/** Subscriptions as their customer sees them, each with every visit, past and coming (`withoutVisits` drops them for lists). */
export async function presentSubscriptions(em: EntityManager, subscriptions: readonly SubscriptionEntity[], now: Date): Promise<SubscriptionDetail[]> {
  if (subscriptions.length === 0) return [];
  const [providers, cards, visits] = await Promise.all([
    em.find(ProviderEntity, { id: { $in: subscriptions.map((subscription) => subscription.provider.id) } }, { fields: ['id', 'displayName'] }),
    em.find(SavedCardEntity, { id: { $in: subscriptions.flatMap((subscription) => (subscription.savedCard ? [subscription.savedCard.id] : [])) }, removedAt: null }),
    visitsBySubscription(em, subscriptions),
  ]);
  // Each coming collided visit of a running subscription gets its nearest free times.
  const suggested = new Map<string, Date[]>();
  for (const subscription of subscriptions) {
    for (const visit of visits.get(subscription.id) ?? []) {
      if (visit.state !== 'collided' || visit.plannedStartsAt.getTime() <= now.getTime()) continue;
      suggested.set(visit.id, (await collidedVisitTimes(em, subscription, visit, now)).slice(0, suggestedVisitTimes));
    }
  }
  return subscriptions.map((subscription) => {
    const own = visits.get(subscription.id) ?? [];
    const coming = own.filter((visit) => visit.plannedStartsAt.getTime() > now.getTime() && ['booked', 'collided', 'paid'].includes(visit.state));
    const charges = own.filter((visit) => visit.state === 'booked' && visit.plannedStartsAt.getTime() > now.getTime()).map(chargeDueAt).filter((at): at is Date => at !== null);
    const card = cards.find((candidate) => candidate.id === subscription.savedCard?.id);
    return {
      id: subscription.id,
      status: subscription.status,
      pauseReason: subscription.pauseReason ?? null,
      frequency: subscription.frequency,
      serviceId: subscription.service?.id ?? null,
      serviceTitle: subscription.serviceTitle,
      providerId: subscription.provider.id,
      providerName: providers.find((provider) => provider.id === subscription.provider.id)?.displayName ?? '',
      ...rhythmOf(subscription),
      durationMinutes: subscription.durationMinutes,
      priceOre: subscription.priceOre,
      firstVisitPromoPercentage: subscription.firstVisitPromoPercentage ?? null,
      deliveryPlace: { street: subscription.deliveryStreet, postalCode: subscription.deliveryPostalCode, place: subscription.deliveryPlace },
      card: card ? { id: card.id, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } : null,
      nextVisit: coming[0] ? presentVisit(coming[0], now, suggested) : null,
      nextChargeAt: charges.length > 0 ? new Date(Math.min(...charges.map((at) => at.getTime()))).toISOString() : null,
      createdAt: subscription.createdAt.toISOString(),
      cancelledAt: iso(subscription.cancelledAt),
      visits: own.map((visit) => presentVisit(visit, now, suggested)),
    };
  });
}

/** One subscription without its visit list, for the lists and the answers to actions. */
export function withoutVisits(detail: SubscriptionDetail): Subscription {
  const { visits: _visits, ...subscription } = detail;
  return subscription;
}

/** A provider's subscribers, with the coming visits and the payout per visit (the payout statement's arithmetic). */
export async function presentProviderSubscriptions(em: EntityManager, provider: ProviderEntity, subscriptions: readonly SubscriptionEntity[], now: Date): Promise<ProviderSubscription[]> {
  if (subscriptions.length === 0) return [];
  await em.populate(provider, ['category']);
  const [customers, visits] = await Promise.all([
    em.find(UserEntity, { id: { $in: subscriptions.map((subscription) => subscription.customer.id) } }, { fields: ['id', 'firstName'] }),
    visitsBySubscription(em, subscriptions),
  ]);
  return subscriptions.map((subscription) => ({
    id: subscription.id,
    status: subscription.status,
    customerName: customers.find((customer) => customer.id === subscription.customer.id)?.firstName ?? '',
    serviceTitle: subscription.serviceTitle,
    frequency: subscription.frequency,
    ...rhythmOf(subscription),
    durationMinutes: subscription.durationMinutes,
    priceOre: subscription.priceOre,
    payoutOre: calculatePayout({
      salesPriceOre: subscription.priceOre,
      vatRate: Number(provider.category.taxRate) / 100,
      serviceFeePercent: provider.serviceFeePercent,
      orgType: provider.orgType,
      taxRate: payoutRates.defaultTaxRate,
    }).paidOut,
    deliveryPlace: { street: subscription.deliveryStreet, postalCode: subscription.deliveryPostalCode, place: subscription.deliveryPlace },
    nextVisits: (visits.get(subscription.id) ?? [])
      .filter((visit) => visit.plannedStartsAt.getTime() > now.getTime() && visit.state !== 'cancelled' && visit.state !== 'skipped')
      .slice(0, 4)
      .map((visit) => ({ id: visit.id, startsAt: visit.plannedStartsAt.toISOString(), state: visit.state, bookingId: visit.booking?.id ?? null, bookingStatus: visit.booking?.status ?? null })),
    createdAt: subscription.createdAt.toISOString(),
  }));
}
