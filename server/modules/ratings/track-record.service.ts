import type { EntityManager } from '@mikro-orm/postgresql';
import { minEventsForFigure, trackRecord, trackRecordSince, type Figure } from '#shared/ratings/track-record.ts';
import { type TrackRecordFigureView, type TrackRecordView, trackRecordEventsShown } from '#shared/ratings/track-record.schema.ts';
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
  // The stored rating: every rating given or hidden counts it again in its own transaction.
  const ratingAverage = provider.ratingAverage == null ? null : Number(provider.ratingAverage);
  const ratingCount = provider.ratingCount;
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
