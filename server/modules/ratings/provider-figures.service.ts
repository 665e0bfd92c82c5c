import type { EntityManager } from '@mikro-orm/postgresql';
import { trackRecord } from '#shared/ratings/track-record.ts';
import { idList, query, sql } from '#server/db/sql.ts';
import { hasSatisfactionGuarantee, isRecommended } from './provider-badges.ts';
import { popularityOf, ranking } from './ranking.ts';
import { trackRecordEvents } from './track-record.queries.ts';

/** Providers counted per round of the full recount. */
const batchSize = 500;

interface ProviderRow {
  id: string;
  status: string;
  approved_at: Date | null;
  id_verified: boolean;
}

/** Stars and done bookings of one service of a provider (a null service: ones since deleted, or none named). */
interface ListingCounts {
  provider_id: string;
  service_id: string | null;
  stars: number;
  ratings: number;
  done: number;
}

/** The mean of the stars to two decimals, as PostgreSQL's round(avg(), 2) gives it; null without ratings. */
function meanStars(stars: number, ratings: number): number | null {
  return ratings === 0 ? null : Math.round((stars * 100) / ratings) / 100;
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
  const providers = await query<ProviderRow>(em, sql`select p.id, p.status, p.approved_at, p.id_verified from provider p where p.id in ${ids}`);
  const services = await query<{ id: string; provider_id: string }>(em, sql`select s.id, s.provider_id from service s where s.provider_id in ${ids}`);
  // Read grouped per provider and service through the provider indexes, then added up here: one
  // pass over the batch's ratings and bookings instead of a look-up per service.
  const counts = await query<ListingCounts>(
    em,
    sql`select provider_id, service_id, sum(stars)::int as stars, sum(ratings)::int as ratings, sum(done)::int as done from (
          select r.provider_id, r.service_id, r.num_stars as stars, 1 as ratings, 0 as done
          from provider_rating r where r.provider_id in ${ids} and r.hidden_at is null
          union all
          select b.provider_id, b.service_id, 0, 0, 1
          from booking b where b.provider_id in ${ids} and b.status = 'done' and b.done_at >= ${activitySince}
        ) listing group by provider_id, service_id`,
  );
  const byService = new Map(counts.filter((row) => row.service_id).map((row) => [row.service_id!, row]));
  const providerTotals = new Map<string, { stars: number; ratings: number; done: number }>();
  for (const row of counts) {
    const total = providerTotals.get(row.provider_id) ?? { stars: 0, ratings: 0, done: 0 };
    providerTotals.set(row.provider_id, { stars: total.stars + row.stars, ratings: total.ratings + row.ratings, done: total.done + row.done });
  }
  const events = await trackRecordEvents(
    em,
    providers.map((row) => row.id),
    now,
  );

  const providerFigures = providers.map((row) => {
    const record = trackRecord(events.get(row.id) ?? { bookingRequests: [], customRequests: [], chats: [], finishedBookings: [] }, now);
    const totals = providerTotals.get(row.id) ?? { stars: 0, ratings: 0, done: 0 };
    const figures = {
      ratingAverage: meanStars(totals.stars, totals.ratings),
      ratingCount: totals.ratings,
      acceptanceRate: record.acceptanceRate.value,
      cancelRate: record.cancelRate.value,
      averageResponseTimeSec: record.averageResponseTimeSec.value,
      idVerified: row.id_verified,
    };
    const approvedAt = row.approved_at && new Date(row.approved_at);
    return {
      id: row.id,
      ...figures,
      // Badges are for the public: a provider under review, rejected or withdrawn has none.
      isRecommended: row.status === 'approved' && isRecommended(figures),
      satisfactionGuarantee: row.status === 'approved' && hasSatisfactionGuarantee(figures),
      popularity: popularityOf({ id: row.id, ...figures, recentDoneBookings: totals.done, approvedAt, providerRatingCount: totals.ratings }, now),
      approvedAt,
    };
  });
  const byProvider = new Map(providerFigures.map((figures) => [figures.id, figures]));
  const serviceFigures = services.flatMap((row) => {
    const provider = byProvider.get(row.provider_id);
    if (!provider) return [];
    const own = byService.get(row.id) ?? { stars: 0, ratings: 0, done: 0 };
    const ratingAverage = meanStars(own.stars, own.ratings);
    return [
      {
        id: row.id,
        ratingAverage,
        ratingCount: own.ratings,
        popularity: popularityOf(
          {
            id: row.id,
            providerId: row.provider_id,
            ratingAverage,
            ratingCount: own.ratings,
            averageResponseTimeSec: provider.averageResponseTimeSec,
            recentDoneBookings: own.done,
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
