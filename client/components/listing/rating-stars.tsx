import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RatingSummary } from '#shared/explore/common.schema.ts';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format/number.ts';
import { useLanguage } from '../../lib/use-language.ts';

const starSizes = { sm: 'size-4', md: 'size-5' } as const;

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
  const starClass = cn(starSizes[size], 'shrink-0');

  return (
    <p className={cn('inline-flex items-center gap-1.5 text-sm text-ink-soft', className)}>
      <span role="img" aria-label={t('listing.rating.label', { average: averageText })} className="relative inline-flex">
        <span className="flex text-border-strong">
          {[0, 1, 2, 3, 4].map((index) => (
            <Star key={index} aria-hidden="true" className={starClass} fill="currentColor" strokeWidth={0} />
          ))}
        </span>
        {/* The filled row is clipped to the average, so 4,6 shows four and a bit stars. */}
        <span className="absolute inset-y-0 left-0 flex overflow-hidden text-warning-700" style={{ width: `${(average / 5) * 100}%` }}>
          {[0, 1, 2, 3, 4].map((index) => (
            <Star key={index} aria-hidden="true" className={starClass} fill="currentColor" strokeWidth={0} />
          ))}
        </span>
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
