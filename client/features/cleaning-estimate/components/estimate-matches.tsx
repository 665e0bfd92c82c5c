import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation.tsx';
import { writeBookingDraftQuery } from '#shared/cleaning/booking-draft-query.ts';
import type { CleaningEstimateRequest, CleaningMatch } from '#shared/cleaning/cleaning-estimate.schema.ts';
import { type EstimateQuery, readEstimateQuery } from '#shared/cleaning/estimate-query.ts';
import { browsePath, cleaningEstimateStepPath, servicePath } from '#shared/routing/paths.ts';
import { RatingStars } from '../../../components/listing/rating-stars.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useEstimateMatches } from '../api/estimate-api.ts';

/** The service page with the estimate carried over as a booking draft, at `time` when one was picked. */
function bookingLink(match: CleaningMatch, estimate: EstimateQuery, time?: string): string {
  const query = writeBookingDraftQuery({ estimate: { ...estimate, preferredDate: match.day }, addons: match.addons, ...(time ? { time } : {}) });
  return `${servicePath(match.service.slug)}?${query}`;
}

function MatchCard({ match, estimate, estimateHours, recurring }: { match: CleaningMatch; estimate: EstimateQuery; estimateHours: number; recurring: boolean }) {
  const { t } = useTranslation('cleaning');
  const language = useLanguage();
  const hours = (minutes: number) => t('estimate.hours', { hours: formatNumber(minutes / 60, language, 1) });
  const times = match.times.map((time) => new Date(time));
  const dayText = times[0] ? formatDate(times[0], language) : match.day;
  const headingId = `match-${match.service.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="flex min-w-0 flex-col gap-1">
            <h3 id={headingId} className="text-lg leading-snug font-semibold text-ink">
              <Link to={bookingLink(match, estimate)} className="underline-offset-2 hover:underline focus-visible:underline">
                {match.service.title}
              </Link>
            </h3>
            <p className="text-sm text-ink-muted">{t('matches.byProvider', { provider: match.service.provider.displayName })}</p>
            <RatingStars rating={match.service.rating} />
          </div>
          <div className="flex flex-col items-end text-right">
            <p className="text-xl font-bold text-ink tabular-nums">
              <span className="sr-only">{t('matches.priceLabel')} </span>
              {formatMoney(match.priceOre, language)}
            </p>
            <p className="text-sm text-ink-muted">{recurring ? t('matches.perVisitFor', { hours: hours(match.durationMinutes) }) : t('matches.for', { hours: hours(match.durationMinutes) })}</p>
          </div>
        </div>
        {match.service.provider.instantBooking ? (
          <Badge tone="primary" className="w-fit gap-1">
            <Zap aria-hidden="true" className="size-3.5" />
            {t('matches.instant')}
          </Badge>
        ) : null}
        {!match.coversEstimate ? (
          <p className="text-sm text-warning-800">{t('matches.partly', { hours: hours(match.durationMinutes), estimate: hours(estimateHours * 60) })}</p>
        ) : null}
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-ink-soft" id={`${headingId}-times`}>
            {t('matches.freeTimes', { day: dayText })}
          </p>
          <ul aria-labelledby={`${headingId}-times`} className="flex flex-wrap gap-2">
            {times.map((time, index) => (
              <li key={match.times[index]}>
                <Link
                  to={bookingLink(match, estimate, time.toISOString())}
                  aria-label={t('matches.chooseTime', { service: match.service.title, day: dayText, time: formatTime(time, language) })}
                  className={buttonClasses('secondary', 'sm')}
                >
                  {formatTime(time, language)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </article>
    </li>
  );
}

/**
 * Under the estimate: the cleaners free for the job at the postal code on the preferred date (or
 * soon, without one), each with its own price for it; a time or the title opens the service's
 * booking with the estimate filled in (the booking draft in the address).
 */
export function EstimateMatches({ request, query, estimateHours }: {
  request: CleaningEstimateRequest;
  /** The address query of the estimate, carried to the booking and back to step 2. */
  query: string;
  estimateHours: number;
}) {
  const { t } = useTranslation('cleaning');
  const language = useLanguage();
  const errorText = useErrorText();
  const matches = useEstimateMatches(request);
  const estimate = readEstimateQuery(new URLSearchParams(query));
  const dateText = request.preferredDate ? formatDate(new Date(`${request.preferredDate}T12:00:00Z`), language) : null;

  return (
    <section aria-labelledby="estimate-matches-heading" className="flex flex-col gap-4" aria-busy={matches.isFetching}>
      <div className="flex flex-col gap-1">
        <h2 id="estimate-matches-heading" className="text-xl font-bold text-ink">
          {t('matches.title')}
        </h2>
        <p className="text-base text-ink-muted">{dateText ? t('matches.leadOnDay', { day: dateText }) : t('matches.lead')}</p>
      </div>
      {!request.postalCode ? (
        <Notice
          title={t('matches.needPlace')}
          action={
            <Link to={cleaningEstimateStepPath(2, query)} className={buttonClasses('secondary', 'sm')}>
              {t('matches.addPlace')}
            </Link>
          }
        />
      ) : matches.isError && !matches.data ? (
        <Notice tone="danger" role="alert" title={errorText(matches.error)} />
      ) : !matches.data ? (
        <div className="flex items-center gap-3 text-ink-muted" role="status">
          <Spinner />
          {t('matches.loading')}
        </div>
      ) : matches.data.matches.length === 0 ? (
        <Notice
          title={dateText ? t('matches.noneOnDay', { day: dateText }) : t('matches.none')}
          action={
            <div className="flex flex-wrap gap-2">
              <Link to={cleaningEstimateStepPath(2, query)} className={buttonClasses('secondary', 'sm')}>
                {t('matches.otherDay')}
              </Link>
              <Link to={browsePath({ category: 'rengjoring' })} className={buttonClasses('secondary', 'sm')}>
                {t('estimate.browseAll')}
              </Link>
            </div>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {matches.data.matches.map((match) => (
            <MatchCard key={match.service.id} match={match} estimate={estimate} estimateHours={estimateHours} recurring={request.type === 'recurring'} />
          ))}
        </ul>
      )}
    </section>
  );
}
