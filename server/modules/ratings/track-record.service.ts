import type { EntityManager } from '@mikro-orm/postgresql';
import { minEventsForFigure, trackRecord, trackRecordSince, type Figure } from '#shared/ratings/track-record.ts';
import { type TrackRecordFigureView, type TrackRecordView, trackRecordEventsShown } from '#shared/ratings/track-record.schema.ts';
import { query, sql } from '#server/db/sql.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { hasSatisfactionGuarantee, isRecommended } from './provider-badges.ts';
import { trackRecordEvents } from './track-record.queries.ts';

function figureView(figure: Figure<number>): TrackRecordFigureView {
  return {
    value: figure.value,
    counted: figure.counted,
    total: figure.events.length,
    events: figure.events.slice(0, trackRecordEventsShown).map((event) => ({ ...event, at: event.at.toISOString() })),
  };
}

/**
 * The provider's own track record as the public sees it, with every event behind each figure and
 * why it counted (or did not), counted by the same functions as the stored figures.
 */
export async function providerTrackRecord(em: EntityManager, provider: ProviderEntity, now: Date): Promise<TrackRecordView> {
  const events = await trackRecordEvents(em, [provider.id], now);
  const record = trackRecord(events.get(provider.id)!, now);
  const [stats] = await query<{ average: string | null; count: number }>(
    em,
    sql`select round(avg(r.num_stars), 2)::text as average, count(*)::int as count from provider_rating r where r.provider_id = ${provider.id}::uuid and r.hidden_at is null`,
  );
  const ratingAverage = stats?.average == null ? null : Number(stats.average);
  const ratingCount = stats?.count ?? 0;
  const badges = {
    ratingAverage,
    ratingCount,
    acceptanceRate: record.acceptanceRate.value,
    cancelRate: record.cancelRate.value,
    idVerified: provider.idVerified,
  };
  return {
    since: trackRecordSince(now).toISOString(),
    minEvents: minEventsForFigure,
    rating: { average: ratingAverage === null ? null : Math.round(ratingAverage * 10) / 10, count: ratingCount },
    idVerified: provider.idVerified,
    isRecommended: provider.status === 'approved' && isRecommended(badges),
    satisfactionGuarantee: provider.status === 'approved' && hasSatisfactionGuarantee(badges),
    acceptanceRate: figureView(record.acceptanceRate),
    cancelRate: figureView(record.cancelRate),
    averageResponseTimeSec: figureView(record.averageResponseTimeSec),
  };
}
