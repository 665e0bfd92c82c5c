import type { EntityManager } from '@mikro-orm/postgresql';
import { broadcastTime } from '#shared/requests/broadcast.ts';
import type { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { dayNumberAt, instantOfWallTime } from '#server/modules/availability/zoned-time.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { CustomRequestRecipientEntity } from './custom-request-recipient.entity.ts';
import { CustomRequestEntity } from './custom-request.entity.ts';
import { PriceOfferEntity } from './price-offer.entity.ts';

const hourMs = 3_600_000;
const osloAt = (now: Date, days: number, hour: number) => new Date(instantOfWallTime(dayNumberAt(now.getTime()) + days, hour * 60, 'jump')!);

/**
 * Two open custom requests of the demo customer with offers, so the offers screens have something
 * to show (spec §2): one sent to three chosen providers (two offers, one of them seen, and a
 * decline), one sent to every relevant provider of another category (one offer).
 * `providersByCategory`: approved Oslo providers of each category, in seed order.
 */
export function seedDemoRequests(em: EntityManager, input: { customer: UserEntity; providersByCategory: ReadonlyMap<string, ProviderEntity[]>; now: Date }): void {
  const { customer, now } = input;
  const groups = [...input.providersByCategory.values()].filter((providers) => providers.length >= 2);
  const [first, second] = groups;
  if (!first) return;

  const request = (
    providers: ProviderEntity[],
    fields: { title: string; description: string; tags: string[]; days: number; sendToAll: boolean; hoursAgo: number; declinedBy?: ProviderEntity | undefined },
  ) => {
    const createdAt = new Date(now.getTime() - fields.hoursAgo * hourMs);
    const created = em.create(CustomRequestEntity, {
      customer,
      category: providers[0]!.category,
      title: fields.title,
      description: fields.description,
      tags: fields.tags,
      files: [],
      answers: [],
      startsAt: osloAt(now, fields.days, 12),
      deliveryStreet: 'Storgata 12',
      deliveryPostalCode: '0155',
      deliveryPlace: 'Oslo',
      deliveryAreaId: 'oslo',
      status: 'OPEN',
      sendToAll: fields.sendToAll,
      broadcastAt: broadcastTime(createdAt, fields.sendToAll),
      broadcastDoneAt: fields.sendToAll ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    });
    for (const provider of providers) {
      const declined = provider === fields.declinedBy;
      em.create(CustomRequestRecipientEntity, {
        request: created,
        provider,
        via: fields.sendToAll ? 'broadcast' : 'chosen',
        reachedAt: createdAt,
        rejectedAt: declined ? new Date(now.getTime() - hourMs) : null,
        rejectReason: declined ? 'Dessverre fullbooket den helgen.' : null,
      });
    }
    return created;
  };
  const offer = (on: CustomRequestEntity, provider: ProviderEntity, amountOre: number, conditions: string, seen: boolean) =>
    em.create(PriceOfferEntity, {
      request: on,
      provider,
      amountOre,
      conditions,
      expiresAt: new Date(now.getTime() + 5 * 24 * hourMs),
      status: 'sent',
      seenAt: seen ? now : null,
      createdAt: now,
      updatedAt: now,
    });

  const chosen = first.slice(0, 3);
  const garden = request(chosen, {
    title: 'Hjelp til et større oppdrag',
    description: 'Vi trenger hjelp en lørdag i to uker. Ta gjerne med det dere trenger av utstyr, og si fra hva som er inkludert i prisen.',
    tags: ['helg', 'utstyr'],
    days: 14,
    sendToAll: false,
    hoursAgo: 4,
    declinedBy: chosen[2],
  });
  offer(garden, chosen[0]!, 450_000, 'Utstyr og kjøring er inkludert.', true);
  offer(garden, chosen[1]!, 399_000, 'Avfall tas med for 300 kr ekstra.', false);
  if (second) {
    const party = request(second, {
      title: 'Underholdning til firmafest',
      description: 'Firmafest for 60 personer fredag kveld. Ønsker noe som får folk ut på gulvet.',
      tags: ['firmafest'],
      days: 21,
      sendToAll: true,
      hoursAgo: 2,
    });
    offer(party, second[0]!, 1_200_000, 'Lyd og lys inkludert, fire timer.', false);
  }
}
