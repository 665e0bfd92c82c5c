import { useId } from 'react';
import { BadgeCheck, CircleCheck, CircleDashed, ShieldCheck, ShieldQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TrackRecordFigureView, TrackRecordView } from '#shared/ratings/track-record.schema.ts';
import { useProviderFigureText } from '../../../components/listing/listing-format.ts';
import { RatingStars } from '../../../components/listing/rating-stars.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ListLoadError, ListLoading } from '../../../components/ui/list-states.tsx';
import { cn } from '../../../lib/class-names.ts';
import { formatLongDate } from '../../../lib/format/date.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useTrackRecord } from '../api/track-record.ts';
import { FigureEvents, type FigureKey } from './figure-events.tsx';

const figureOrder: readonly { key: FigureKey; textKey: 'acceptance' | 'cancelRate' | 'responseTime' }[] = [
  { key: 'acceptanceRate', textKey: 'acceptance' },
  { key: 'cancelRate', textKey: 'cancelRate' },
  { key: 'averageResponseTimeSec', textKey: 'responseTime' },
];

/** `/agent/omdomme`: the figures customers see, the badges and their rules, and every event behind each figure. */
export function TrackRecord({ providerId }: { providerId: string }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const query = useTrackRecord(providerId);
  if (query.isPending) return <ListLoading label={t('trackRecord.loading')} count={3} />;
  if (query.isError) return <ListLoadError title={t('trackRecord.loadError')} retryLabel={t('trackRecord.retry')} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  const record = query.data;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-base text-ink-soft">{t('trackRecord.lead', { date: formatLongDate(new Date(record.since), language) })}</p>
      <RatingAndBadges record={record} />
      {figureOrder.map(({ key, textKey }) => (
        <FigureSection key={key} figureKey={key} textKey={textKey} figure={record[key]} minEvents={record.minEvents} />
      ))}
    </div>
  );
}

function RatingAndBadges({ record }: { record: TrackRecordView }) {
  const { t } = useTranslation('agent');
  const badges = [
    { key: 'recommended', met: record.isRecommended, icon: BadgeCheck },
    { key: 'guarantee', met: record.satisfactionGuarantee, icon: ShieldCheck },
  ] as const;
  return (
    <Card padding="lg" className="flex flex-col gap-4">
      <section aria-labelledby="track-record-rating" className="flex flex-col gap-4">
        <h2 id="track-record-rating" className="text-xl font-semibold text-ink">
          {t('trackRecord.ratingTitle')}
        </h2>
        <div className="flex flex-col gap-1">
          <p className="text-sm text-ink-muted">{t('trackRecord.ratingLabel')}</p>
          <RatingStars rating={record.rating} size="md" />
        </div>
        <p className="flex items-center gap-2 text-sm text-ink">
          {record.idVerified ? <ShieldCheck aria-hidden="true" className="size-4 text-success-700" /> : <ShieldQuestion aria-hidden="true" className="size-4 text-ink-muted" />}
          {t(record.idVerified ? 'trackRecord.idVerified.yes' : 'trackRecord.idVerified.no')}
        </p>
        <ul aria-label={t('trackRecord.badgesLabel')} className="grid gap-3 sm:grid-cols-2">
          {badges.map(({ key, met, icon: Icon }) => (
            <li key={key} className={cn('flex flex-col gap-2 rounded-lg border p-4', met ? 'border-success-700/40 bg-success-50' : 'border-border bg-sunken')}>
              <p className="flex items-center gap-2 font-semibold text-ink">
                <Icon aria-hidden="true" className="size-5 text-primary-700" />
                {t(`trackRecord.badge.${key}.name`)}
              </p>
              <p className="text-sm text-ink-soft">{t(`trackRecord.badge.${key}.rule`)}</p>
              <p className="flex items-center gap-2 text-sm font-semibold text-ink">
                {met ? <CircleCheck aria-hidden="true" className="size-4 text-success-700" /> : <CircleDashed aria-hidden="true" className="size-4 text-ink-muted" />}
                {t(met ? 'trackRecord.badge.met' : 'trackRecord.badge.notMet')}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}

function FigureSection({ figureKey, textKey, figure, minEvents }: { figureKey: FigureKey; textKey: 'acceptance' | 'cancelRate' | 'responseTime'; figure: TrackRecordFigureView; minEvents: number }) {
  const { t } = useTranslation('agent');
  const text = useProviderFigureText();
  const id = useId();
  const shown = textKey === 'acceptance' ? text.acceptance(figure.value) : textKey === 'cancelRate' ? text.cancelRate(figure.value) : text.responseTime(figure.value);
  return (
    <Card padding="lg">
      <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
        <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
          {t(`trackRecord.figure.${textKey}.title`)}
        </h2>
        <div className="flex flex-col gap-1">
          <p className="text-sm text-ink-muted">{t('trackRecord.customersSee')}</p>
          <p className="text-2xl font-bold text-ink">{shown}</p>
          {figure.value === null ? <p className="text-sm text-ink-soft">{t('trackRecord.newNeeds', { min: minEvents, count: figure.counted })}</p> : null}
        </div>
        <p className="text-sm text-ink-soft">{t(`trackRecord.figure.${textKey}.rule`)}</p>
        <p className="text-sm font-medium text-ink">{t('trackRecord.counted', { counted: figure.counted, total: figure.total })}</p>
        <FigureEvents figure={figureKey} events={figure.events} total={figure.total} headingId={`${id}-events`} />
      </section>
    </Card>
  );
}
