import type { EntityManager } from '@mikro-orm/postgresql';
import { trackRecord } from '#shared/ratings/track-record.ts';
import { query, sql } from '#server/db/sql.ts';
import { hasSatisfactionGuarantee, isRecommended } from './provider-badges.ts';
import { popularityOf, ranking } from './ranking.ts';
import { trackRecordEvents } from './track-record.queries.ts';

/** Providers counted per round of the full recount. */
const batchSize = 500;

const idList = (ids: readonly string[]) => sql`(select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

interface ProviderRow {
  id: string;
  approved_at: Date | null;
  id_verified: boolean;
  rating_average: string | null;
  rating_count: number;
  recent_done: number;
}

interface ServiceRow {
  id: string;
  provider_id: string;
  rating_average: string | null;
  rating_count: number;
  recent_done: number;
}

/**
 * Counts again everything explore shows and sorts by for these providers and their services, from
 * what happened (spec §3 Provider listing): the rating (mean of visible stars, two decimals, and
 * count), the track record (acceptance rate, cancel rate, average response time; track-record.ts),
 * the badges (provider-badges.ts) and the popularity (ranking.ts). Rows already right are not
 * written. Explore reads the stored figures and never aggregates per request.
 *
 * The code paths that change an event call it for their provider in their own transaction (a
 * booking's status, an offer, a rejection, a rating); a provider's chat answer queues it; the daily
 * recount moves the 12-month window and the new providers' turns (`refreshAllProviderFigures`).
 */
export async function refreshProviderFigures(em: EntityManager, providerIds: readonly string[], now: Date): Promise<number> {
  if (providerIds.length === 0) return 0;
  const ids = idList(providerIds);
  const activitySince = new Date(now.getTime() - ranking.activityDays * 86_400_000);
  const providers = await query<ProviderRow>(
    em,
    sql`select p.id, p.approved_at, p.id_verified, stats.average as rating_average, stats.count as rating_count,
          (select count(*)::int from booking b where b.provider_id = p.id and b.status = 'done' and b.done_at >= ${activitySince}) as recent_done
        from provider p
        cross join lateral (
          select round(avg(r.num_stars), 2)::text as average, count(r.id)::int as count
          from provider_rating r where r.provider_id = p.id and r.hidden_at is null
        ) stats
        where p.id in ${ids}`,
  );
  const services = await query<ServiceRow>(
    em,
    sql`select s.id, s.provider_id, stats.average as rating_average, stats.count as rating_count,
          (select count(*)::int from booking b where b.service_id = s.id and b.status = 'done' and b.done_at >= ${activitySince}) as recent_done
        from service s
        cross join lateral (
          select round(avg(r.num_stars), 2)::text as average, count(r.id)::int as count
          from provider_rating r where r.service_id = s.id and r.hidden_at is null
        ) stats
        where s.provider_id in ${ids}`,
  );
  const events = await trackRecordEvents(
    em,
    providers.map((row) => row.id),
    now,
  );

  const providerFigures = providers.map((row) => {
    const record = trackRecord(events.get(row.id) ?? { bookingRequests: [], customRequests: [], chats: [], finishedBookings: [] }, now);
    const ratingAverage = row.rating_average === null ? null : Number(row.rating_average);
    const figures = {
      ratingAverage,
      ratingCount: row.rating_count,
      acceptanceRate: record.acceptanceRate.value,
      cancelRate: record.cancelRate.value,
      averageResponseTimeSec: record.averageResponseTimeSec.value,
      idVerified: row.id_verified,
    };
    const approvedAt = row.approved_at && new Date(row.approved_at);
    return {
      id: row.id,
      ...figures,
      isRecommended: isRecommended(figures),
      satisfactionGuarantee: hasSatisfactionGuarantee(figures),
      popularity: popularityOf({ id: row.id, ...figures, recentDoneBookings: row.recent_done, approvedAt, providerRatingCount: row.rating_count }, now),
      approvedAt,
    };
  });
  const byProvider = new Map(providerFigures.map((figures) => [figures.id, figures]));
  const serviceFigures = services.flatMap((row) => {
    const provider = byProvider.get(row.provider_id);
    if (!provider) return [];
    const ratingAverage = row.rating_average === null ? null : Number(row.rating_average);
    return [
      {
        id: row.id,
        ratingAverage,
        ratingCount: row.rating_count,
        popularity: popularityOf(
          {
            id: row.id,
            providerId: row.provider_id,
            ratingAverage,
            ratingCount: row.rating_count,
            averageResponseTimeSec: provider.averageResponseTimeSec,
            recentDoneBookings: row.recent_done,
            approvedAt: provider.approvedAt,
            providerRatingCount: provider.ratingCount,
          },
          now,
        ),
      },
    ];
  });

  const changed = await query<{ id: string }>(
    em,
    sql`update provider p set rating_average = v."ratingAverage", rating_count = v."ratingCount", acceptance_rate = v."acceptanceRate",
          cancel_rate = v."cancelRate", average_response_time_sec = v."averageResponseTimeSec", is_recommended = v."isRecommended",
          satisfaction_guarantee = v."satisfactionGuarantee", popularity = v.popularity
        from jsonb_to_recordset(${JSON.stringify(providerFigures)}::jsonb) as v(id uuid, "ratingAverage" numeric, "ratingCount" int,
          "acceptanceRate" numeric, "cancelRate" numeric, "averageResponseTimeSec" int, "isRecommended" boolean,
          "satisfactionGuarantee" boolean, popularity int)
        where p.id = v.id
          and (p.rating_average, p.rating_count, p.acceptance_rate, p.cancel_rate, p.average_response_time_sec, p.is_recommended, p.satisfaction_guarantee, p.popularity)
            is distinct from (v."ratingAverage", v."ratingCount", v."acceptanceRate", v."cancelRate", v."averageResponseTimeSec", v."isRecommended", v."satisfactionGuarantee", v.popularity)
        returning p.id`,
  );
  if (serviceFigures.length > 0) {
    await query(
      em,
      sql`update service s set rating_average = v."ratingAverage", rating_count = v."ratingCount", popularity = v.popularity
          from jsonb_to_recordset(${JSON.stringify(serviceFigures)}::jsonb) as v(id uuid, "ratingAverage" numeric, "ratingCount" int, popularity int)
          where s.id = v.id and (s.rating_average, s.rating_count, s.popularity) is distinct from (v."ratingAverage", v."ratingCount", v.popularity)`,
    );
  }
  return changed.length;
}

/**
 * Counts every provider's figures again, a batch at a time, each batch in its own statement set
 * so one provider's writes never wait for the whole run. Answers how many providers changed.
 */
export async function refreshAllProviderFigures(em: EntityManager, now: Date): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let changed = 0;
  for (;;) {
    const rows = await query<{ id: string }>(em, sql`select p.id from provider p where p.id > ${after}::uuid order by p.id limit ${batchSize}`);
    if (rows.length === 0) return changed;
    changed += await refreshProviderFigures(
      em,
      rows.map((row) => row.id),
      now,
    );
    after = rows[rows.length - 1]!.id;
  }
}
