import { useTranslation } from 'react-i18next';
import type { ProviderRating } from '#shared/explore/rating.schema.ts';
import { formatLongDate } from '../../lib/format/date.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { RatingStars } from './rating-stars.tsx';

/**
 * One customer's rating as a list item: stars, the date in words, the comment and the first name
 * (or "anonymous"). `showService` adds the service it was for, which a list of one service's
 * ratings leaves out as said already.
 */
export function RatingItem({ rating, showService = true }: { rating: ProviderRating; showService?: boolean }) {
  const { t } = useTranslation('explore');
  const language = useLanguage();
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <RatingStars rating={{ average: rating.numStars, count: 1 }} hideCount />
        <time dateTime={rating.created.toISOString()} className="text-sm text-ink-muted">
          {formatLongDate(rating.created, language)}
        </time>
      </div>
      {rating.comment ? <p className="text-base whitespace-pre-line text-ink">{rating.comment}</p> : null}
      <p className="text-sm text-ink-muted">
        <span className="font-semibold text-ink-soft">{rating.customerFirstname ?? t('listing.rating.anonymous')}</span>
        {showService && rating.serviceTitle ? ` · ${rating.serviceTitle}` : null}
      </p>
    </li>
  );
}
