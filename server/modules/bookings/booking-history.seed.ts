import type { EntityManager } from '@mikro-orm/postgresql';
import { bookingDeadlines } from '#shared/bookings/booking-status.ts';
import type { SeededRandom } from '#server/db/seeded-random.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import type { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { BookingEntity } from './booking.entity.ts';
import { demoBookingOf, seedDemoCharge } from './booking.seed.ts';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** Customers of the demo's past bookings; they sign in like anyone (e-mail link to the dev outbox). */
const historyCustomers = [
  ['Ingrid', 'Haugen'],
  ['Lars', 'Berg'],
  ['Sofie', 'Nilsen'],
  ['Henrik', 'Lie'],
  ['Nora', 'Dahl'],
  ['Ahmed', 'Khan'],
  ['Marte', 'Moen'],
  ['Øystein', 'Bakke'],
] as const;

export function seedDemoHistoryCustomers(em: EntityManager, now: Date): UserEntity[] {
  return historyCustomers.map(([firstName, lastName], index) =>
    em.create(UserEntity, {
      firstName,
      lastName,
      phone: `+474000${String(100 + index).padStart(4, '0')}`,
      email: `${firstName.toLowerCase().replace('ø', 'o')}.${lastName.toLowerCase()}@eksempel.no`,
      language: 'nb_no',
      termsAcceptedAt: new Date(now.getTime() - 400 * dayMs),
      createdAt: new Date(now.getTime() - 400 * dayMs),
    }),
  );
}

/**
 * A provider's last year, so its figures are counted from events like everyone's (the listing
 * never carries typed-in numbers): requests it accepted (then done), declined or let expire,
 * direct bookings done, and now and then a booking cancelled by either side. `acceptanceRate` of
 * the requests are accepted (rounded); the answers take `responseMinutes` give or take half.
 */
export function seedDemoHistory(
  em: EntityManager,
  input: {
    provider: ProviderEntity;
    services: readonly ServiceEntity[];
    customers: readonly UserEntity[];
    r: SeededRandom;
    now: Date;
    acceptanceRate: number;
    responseMinutes: number;
    /** Whether the provider ever called a booking off (a recommended one has not). */
    providerCancels: boolean;
  },
): void {
  const { provider, r, now } = input;
  const services = input.services.filter((service) => service.enabled);
  if (services.length === 0 || input.customers.length === 0) return;
  const approvedAt = provider.approvedAt ?? now;
  const oldest = Math.max(approvedAt.getTime(), now.getTime() - 330 * dayMs);
  if (now.getTime() - oldest < 20 * dayMs) return;
  // Asked for at least 15 days ago, so even the latest start (14 days on) is over.
  const at = () => new Date(oldest + Math.floor(r.next() * (now.getTime() - oldest - 15 * dayMs)));

  const book = (service: ServiceEntity, createdAt: Date, fields: Partial<BookingEntity>) => {
    // On a whole hour in the day, a week or two after it was asked for.
    const startsAt = new Date(Math.floor((createdAt.getTime() + r.int(5, 14) * dayMs) / hourMs) * hourMs);
    return em.create(BookingEntity, {
      ...demoBookingOf(service, startsAt),
      customer: r.pick(input.customers),
      provider,
      status: 'done',
      createdAt,
      updatedAt: now,
      ...fields,
    });
  };
  // At most one booking the provider called off: enough to show a cancel rate, not a bad name.
  let cancelsLeft = input.providerCancels ? 1 : 0;
  const finish = (booking: BookingEntity, confirmedAt: Date) => {
    const endedAt = new Date(booking.endsAt.getTime() + hourMs);
    const roll = r.next();
    if (cancelsLeft > 0 && roll < 0.08) {
      cancelsLeft -= 1;
      Object.assign(booking, { status: 'cancelled', confirmedAt, cancelledAt: endedAt, whoCancelled: 'provider', cancellationReason: r.pick(['provider_cancelled', 'provider_no_show'] as const), refund: true, cancellationFeeOre: 0 });
      return;
    }
    if (roll > 0.94) {
      Object.assign(booking, { status: 'cancelled', confirmedAt, cancelledAt: endedAt, whoCancelled: 'customer', cancellationReason: 'customer_no_show', refund: false, cancellationFeeOre: booking.priceOre });
      return;
    }
    Object.assign(booking, { status: 'done', confirmedAt, doneAt: endedAt });
    seedDemoCharge(em, booking, confirmedAt);
  };

  const requests = r.int(5, 12);
  const accepted = Math.round(requests * input.acceptanceRate);
  const outcomes = r.shuffle(Array.from({ length: requests }, (_, index) => (index < accepted ? 'accept' : r.chance(0.6) ? 'decline' : 'expire')));
  for (const outcome of outcomes) {
    const service = r.pick(services);
    const createdAt = at();
    const answeredAt = new Date(createdAt.getTime() + Math.round(input.responseMinutes * r.float(0.5, 1.5)) * minuteMs);
    const providerAnswerBy = new Date(createdAt.getTime() + bookingDeadlines.providerAnswerHours * hourMs);
    if (outcome === 'accept') {
      const booking = book(service, createdAt, { providerAnswerBy, acceptedAt: answeredAt });
      finish(booking, new Date(answeredAt.getTime() + r.int(1, 20) * hourMs));
    } else if (outcome === 'decline') {
      book(service, createdAt, { status: 'request_denied', providerAnswerBy, declinedAt: answeredAt, declineReason: 'Dessverre opptatt den dagen.' });
    } else {
      book(service, createdAt, { status: 'expired', providerAnswerBy, expiredAt: providerAnswerBy });
    }
  }
  for (let index = r.int(2, 8); index > 0; index -= 1) {
    const createdAt = at();
    finish(book(r.pick(services), createdAt, {}), createdAt);
  }
}
