import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderRating } from '#shared/explore/rating.schema.ts';
import { formatLongDate } from '../../lib/format/date.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { RatingStars } from './rating-stars.tsx';

/**
 * One customer's rating as a list item: stars, the date in words, the comment and the first name
 * (or "anonymous"), and "imported" for a rating brought over from another platform (`externalId`),
 * which was not given for a booking here. `showService` adds the service it was for, which a list of one service's
 * ratings leaves out as said already. The provider's reply, if any, follows under it; `children`
 * (the provider's own page: the reply form) after that.
 */
export function RatingItem({ rating, showService = true, children }: { rating: ProviderRating; showService?: boolean; children?: ReactNode }) {
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
        {rating.externalId ? ` · ${t('listing.rating.imported')}` : null}
      </p>
      {rating.reply ? (
        <div className="mt-1 flex flex-col gap-1 border-l-4 border-primary-200 pl-4">
          <p className="text-sm font-semibold text-ink-soft">
            {t('listing.rating.reply')}{' '}
            <time dateTime={rating.reply.created.toISOString()} className="font-normal text-ink-muted">
              {formatLongDate(rating.reply.created, language)}
            </time>
          </p>
          <p className="text-base whitespace-pre-line text-ink">{rating.reply.text}</p>
        </div>
      ) : null}
      {children}
    </li>
  );
}
