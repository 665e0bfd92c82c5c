import { useTranslation } from 'react-i18next';
import type { RatingSummary } from '#shared/explore/common.schema.ts';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format/number.ts';
import { useLanguage } from '../../lib/use-language.ts';

// Five stars side by side: the row is five times as wide as it is high.
const starSizes = { sm: 'h-4 w-20', md: 'h-5 w-25' } as const;

export type RatingStarsProps = {
  rating: RatingSummary;
  size?: keyof typeof starSizes;
  /** Hide the number of ratings, e.g. where the list of ratings follows right below. */
  hideCount?: boolean;
  className?: string;
};

/**
 * The average rating as five stars filled to the exact fraction, the number beside them and
 * how many ratings it rests on. Screen readers hear one sentence ("4,6 av 5 stjerner") instead of
 * five icons; a provider without ratings yet says so rather than showing empty stars, which
 * would read as a bad score.
 */
export function RatingStars({ rating, size = 'sm', hideCount = false, className }: RatingStarsProps) {
  const { t } = useTranslation('explore');
  const language = useLanguage();

  if (rating.average === null || rating.count === 0) {
    return <p className={cn('text-sm text-ink-muted', className)}>{t('listing.rating.none')}</p>;
  }

  const average = Math.min(5, Math.max(0, rating.average));
  const averageText = formatNumber(average, language, 1);
  return (
    <p className={cn('inline-flex items-center gap-1.5 text-sm text-ink-soft', className)}>
      {/* Two rows of stars drawn by one CSS mask each (app.css), not ten icons: a page of cards
          then has hundreds fewer elements to lay out and hydrate. */}
      <span role="img" aria-label={t('listing.rating.label', { average: averageText })} className={cn('relative inline-block shrink-0', starSizes[size])}>
        <span className="star-row absolute inset-0 bg-border-strong" />
        {/* The filled row is clipped to the average, so 4,6 shows four and a bit stars. */}
        <span className="star-row absolute inset-y-0 left-0 bg-warning-700" style={{ width: `${(average / 5) * 100}%` }} />
      </span>
      <span aria-hidden="true" className="font-semibold text-ink">
        {averageText}
      </span>
      {hideCount ? null : (
        <>
          <span aria-hidden="true" className="text-ink-muted">
            ({formatNumber(rating.count, language)})
          </span>
          <span className="sr-only">{t('listing.rating.count', { count: rating.count })}</span>
        </>
      )}
    </p>
  );
}
