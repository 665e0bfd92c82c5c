import { useEffect, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '../../../lib/navigation.tsx';
import type { RatingSummary } from '#shared/explore/common.schema.ts';
import { isOneOf, ratingSorts, type RatingSort } from '#shared/explore/explore-sorts.ts';
import { providerRatingsAnchor } from '#shared/routing/paths.ts';
import { RatingItem } from '../../../components/listing/rating-item.tsx';
import { RatingStars } from '../../../components/listing/rating-stars.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useProviderRatings } from '../api/get-provider-ratings.ts';
import { ProfileSection } from './profile-section.tsx';

const sorts = ratingSorts;

/** Spec §2: ratings sorted latest, oldest, high-low or low-high, a page at a time. */
export function ProviderRatings({ providerId, summary }: { providerId: string; summary: RatingSummary }) {
  const { t } = useTranslation(['provider', 'common']);
  const [sort, setSort] = useState<RatingSort>('latest');
  const query = useProviderRatings(providerId, sort);
  const ratings = query.data?.pages.flatMap((page) => page.data) ?? [];
  const hasAny = summary.count > 0;
  const { hash } = useLocation();
  // A link from a service page lands here; the section appears only once the profile has loaded,
  // after the router's own attempt to scroll to it.
  useEffect(() => {
    if (hash === `#${providerRatingsAnchor}`) document.getElementById(providerRatingsAnchor)?.scrollIntoView?.();
  }, [hash]);

  return (
    <ProfileSection
      id={providerRatingsAnchor}
      title={t('ratings.title')}
      action={
        hasAny ? (
          <Select
            label={t('ratings.sortLabel')}
            value={sort}
            onValueChange={(value) => {
              if (isOneOf(ratingSorts, value)) setSort(value);
            }}
            options={sorts.map((value) => ({ value, label: t(`ratings.sort.${value}`) }))}
            className="w-full sm:w-56"
          />
        ) : null
      }
    >
      <RatingStars rating={summary} size="md" />
      {query.isPending ? (
        <div role="status" aria-label={t('ratings.loading')} className="flex flex-col gap-3">
          {[0, 1].map((index) => (
            <div key={index} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-5">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ))}
        </div>
      ) : query.isError && ratings.length === 0 ? (
        <Notice
          tone="danger"
          role="alert"
          title={t('ratings.errorTitle')}
          action={
            <Button variant="secondary" size="sm" loading={query.isRefetching} loadingText={t('common:state.loading')} onClick={() => void query.refetch()}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('common:action.retry')}
            </Button>
          }
        >
          {t('ratings.errorText')}
        </Notice>
      ) : ratings.length === 0 ? (
        <p className="rounded-xl bg-sunken p-5 text-base text-ink-muted">{t('ratings.empty')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label={t('ratings.listLabel', { sort: t(`ratings.sort.${sort}`) })}>
            {ratings.map((rating) => (
              <RatingItem key={rating.id} rating={rating} />
            ))}
          </ul>
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-danger-700">
              {t('ratings.moreError')}
            </p>
          ) : null}
          {query.hasNextPage ? (
            <Button
              variant="secondary"
              className="self-center"
              loading={query.isFetchingNextPage}
              loadingText={t('common:state.loading')}
              onClick={() => void query.fetchNextPage()}
            >
              {t('ratings.more')}
            </Button>
          ) : null}
        </>
      )}
    </ProfileSection>
  );
}
