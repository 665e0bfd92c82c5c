import { Link } from '../../../lib/navigation.tsx';
import { ArrowRight, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { providerRatingsPath } from '#shared/routing/paths.ts';
import { RatingItem } from '../../../components/listing/rating-item.tsx';
import { RatingStars } from '../../../components/listing/rating-stars.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { ServiceDetails } from '../api/get-public-service.ts';
import { serviceRatingsShown, useServiceRatings } from '../api/get-service-ratings.ts';
import { ServiceSection } from './service-sections.tsx';

/**
 * The ratings behind the stars in the page header: the newest few of this service, and the way to
 * every rating of its provider on the profile. A service nobody has rated asks for nothing.
 */
export function ServiceReviews({ service }: { service: ServiceDetails }) {
  const { t } = useTranslation(['service', 'common']);
  const provider = service.provider;
  const rated = service.rating.count > 0;
  const query = useServiceRatings(provider.id, service.id, rated);
  const providerName = provider.profile.displayName;

  return (
    <ServiceSection title={t('reviews.title')}>
      {rated ? <RatingStars rating={service.rating} size="md" /> : null}
      {!rated ? (
        <p className="text-base text-ink-muted">{t('reviews.none')}</p>
      ) : query.isPending ? (
        <div role="status" aria-label={t('reviews.loading')} className="flex flex-col gap-3">
          {Array.from({ length: Math.min(serviceRatingsShown, service.rating.count) }, (_, index) => (
            <div key={index} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-5">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-4 w-full" />
            </div>
          ))}
        </div>
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p className="text-base text-danger-700">{t('reviews.error')}</p>
          <Button variant="secondary" size="sm" loading={query.isRefetching} loadingText={t('common:state.loading')} onClick={() => void query.refetch()}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('common:action.retry')}
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('reviews.listLabel')}>
          {query.data.map((rating) => (
            <RatingItem key={rating.id} rating={rating} showService={false} />
          ))}
        </ul>
      )}
      {provider.rating.count > 0 ? (
        <Link
          to={providerRatingsPath(provider.slug)}
          className="inline-flex min-h-touch items-center gap-1 self-start rounded-lg px-1 font-semibold text-primary-700 hover:underline"
        >
          <span>
            {t('reviews.allOf', { provider: providerName })}{' '}
            <span aria-hidden="true" className="font-normal text-ink-muted">
              ({provider.rating.count})
            </span>
            {/* Inside the text, so a name that wraps takes the arrow along to the last line. */}
            <ArrowRight aria-hidden="true" className="ml-1 inline-block size-4 align-[-0.125em]" />
          </span>
        </Link>
      ) : null}
    </ServiceSection>
  );
}
