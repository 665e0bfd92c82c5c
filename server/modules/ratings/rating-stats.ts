import type { EntityManager } from '@mikro-orm/postgresql';
import { query, sql } from '#server/db/sql.ts';
import { ratedBand } from './popularity.ts';

/**
 * Recomputes the rating figures explore shows and sorts by (spec §3 Provider listing: rating;
 * Service: rating) from `provider_rating`: the mean of the stars (two decimals) and the count,
 * for one provider and its services, or for all when no id is given, and with them the
 * popularity, which ranks rated listings above unrated ones (popularity.ts; the SQL below is
 * `rankedPopularity`); ratings support hid do not count. Rows whose figures are already right are not written. Call it after ratings change (a new rating, an import, the
 * demo seed); explore reads the stored figures and never aggregates per request.
 */
export async function refreshProviderStats(em: EntityManager, providerId?: string): Promise<void> {
  const onlyProvider = providerId === undefined ? sql`true` : sql`x.id = ${providerId}::uuid`;
  await query(
    em,
    sql`update provider p set rating_average = stats.average, rating_count = stats.count,
          popularity = p.popularity % ${ratedBand}::int + case when stats.count > 0 then ${ratedBand}::int else 0 end
      from (
        select x.id, round(avg(r.num_stars), 2) as average, count(r.id)::int as count
        from provider x left join provider_rating r on r.provider_id = x.id and r.hidden_at is null
        where ${onlyProvider}
        group by x.id
      ) stats
      where p.id = stats.id
        and (p.rating_average is distinct from stats.average or p.rating_count <> stats.count
          or p.popularity <> p.popularity % ${ratedBand}::int + case when stats.count > 0 then ${ratedBand}::int else 0 end)`,
  );
  const onlyServices = providerId === undefined ? sql`true` : sql`x.provider_id = ${providerId}::uuid`;
  await query(
    em,
    sql`update service s set rating_average = stats.average, rating_count = stats.count,
          popularity = s.popularity % ${ratedBand}::int + case when stats.count > 0 then ${ratedBand}::int else 0 end
      from (
        select x.id, round(avg(r.num_stars), 2) as average, count(r.id)::int as count
        from service x left join provider_rating r on r.service_id = x.id and r.hidden_at is null
        where ${onlyServices}
        group by x.id
      ) stats
      where s.id = stats.id
        and (s.rating_average is distinct from stats.average or s.rating_count <> stats.count
          or s.popularity <> s.popularity % ${ratedBand}::int + case when stats.count > 0 then ${ratedBand}::int else 0 end)`,
  );
}
