import type { EntityManager } from '@mikro-orm/postgresql';
import { overlappingAreaIds } from '#shared/locations/areas.ts';
import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { connectOrm } from '#server/db/database.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { dateFilter } from '#server/modules/explore/date-filter.ts';
import { listProviderListings } from '#server/modules/explore/provider-explore.queries.ts';
import { TextSearch } from '#server/modules/explore/search.ts';
import { listServiceCards, type ServiceFilter } from '#server/modules/explore/service-explore.queries.ts';
import { resolveLocation } from '#server/modules/locations/resolve-location.ts';

/**
 * `npm run bench:explain`: EXPLAIN ANALYZE of the main explore queries on the bench database
 * (`npm run bench:seed`), exactly as the routes build them: every statement a query function
 * runs is explained instead of executed. Prints the plans and their execution times.
 */
loadEnvFile();
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marketplace_bench';
const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
const orm = await connectOrm(config.databaseUrl);
const em = orm.em.fork() as EntityManager;
const search = new TextSearch(new ManualClock(new Date()));

/** An entity manager whose `execute` explains each statement and prints the plan. */
function explaining(label: string): EntityManager {
  return new Proxy(em, {
    get(target, property, receiver) {
      // Prepared statements (preparedQuery) take the transaction's path, through `execute`.
      if (property === 'isInTransaction') return () => true;
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return async (statement: string, params: unknown[]) => {
        const plan = await target.execute<Array<{ 'QUERY PLAN': string }>>(`explain (analyze, buffers, costs off) ${statement}`, params);
        console.info(`\n=== ${label}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
        return [];
      };
    },
  });
}

const oslo = resolveLocation('oslo');
// The explore routes' own rule for a location filter.
const osloAreas = oslo.ok ? overlappingAreaIds(oslo.location.areaId) : null;
// Saturday and Sunday a week from now, as a customer picking two dates would ask.
const weekendStart = new Date(Date.now() + (((6 - new Date().getDay() + 7) % 7) + 7) * 86_400_000);
const nextWeekend = dateFilter({ from: weekendStart, to: new Date(weekendStart.getTime() + 2 * 86_400_000) }, new Date());
// Next Tuesday 10:00–14:00 in Oslo, as the explore bench's dated search asks.
const tuesday = new Date(Date.now() + (((2 - new Date().getDay() + 7) % 7) + 7) * 86_400_000).toISOString().slice(0, 10);
const tuesdayMorning = dateFilter({ from: new Date(`${tuesday}T10:00:00+01:00`), to: new Date(`${tuesday}T14:00:00+01:00`) }, new Date());
const serviceBase: ServiceFilter = { terms: [], date: null, areaIds: null, sort: 'popularity', max: 20 };

const cases: Array<[string, ServiceFilter]> = [
  ['services: popular, no filter', serviceBase],
  ['services: "vask" + Oslo + max 3 000 kr (the bench query)', { ...serviceBase, terms: await search.terms(em, 'vask'), areaIds: osloAreas, maxPriceOre: 300_000 }],
  [
    'services: "vask" + Oslo + max 3 000 kr + next Tuesday 10–14 (the dated bench query)',
    { ...serviceBase, terms: await search.terms(em, 'vask'), areaIds: osloAreas, maxPriceOre: 300_000, date: tuesdayMorning },
  ],
  ['services: typo "rengjøing", price low to high', { ...serviceBase, terms: await search.terms(em, 'rengjøing'), sort: 'price_low_high' }],
  ['services: rare word "xylofon"', { ...serviceBase, terms: await search.terms(em, 'xylofon') }],
  ['services: category + direct + next weekend', { ...serviceBase, category: 'music', direct: true, date: nextWeekend }],
];

try {
  for (const [label, filter] of cases) {
    await listServiceCards(explaining(label), filter).catch(() => undefined);
  }
  const providerBase = { terms: [], categories: [], matchAll: false, date: null, areaIds: null, direction: 'desc' as const, max: 20 };
  const providerCases: Array<[string, Parameters<typeof listProviderListings>[1]]> = [
    ['providers: "dj" in Oslo', { ...providerBase, terms: await search.terms(em, 'dj'), areaIds: osloAreas }],
    ['providers: common word "rengjøring"', { ...providerBase, terms: await search.terms(em, 'rengjøring') }],
    ['providers: rare word "xylofon"', { ...providerBase, terms: await search.terms(em, 'xylofon') }],
    ['providers: cleaning and music (matchAll)', { ...providerBase, categories: ['cleaning', 'music'], matchAll: true }],
  ];
  for (const [label, filter] of providerCases) {
    await listProviderListings(explaining(label), filter).catch(() => undefined);
  }
} finally {
  await orm.close();
}
