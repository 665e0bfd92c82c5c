import type { ReactNode } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { ArrowRight, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { ProviderCardSkeleton, ServiceCardSkeleton } from '../../../components/listing/card-grid.tsx';
import { ProviderCard } from '../../../components/listing/provider-card.tsx';
import { ServiceCard } from '../../../components/listing/service-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { cn } from '../../../lib/class-names.ts';
import { usePopularProviders } from '../api/get-popular-providers.ts';
import { popularServicesCount, usePopularServices } from '../api/get-popular-services.ts';

/**
 * On a phone the cards scroll sideways, a card and a bit at a time, so the front page does not
 * turn into a long column of cards; from tablet width they sit in a grid.
 */
const rowClasses =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0';
const itemClasses = 'flex w-[82%] shrink-0 snap-start sm:w-auto';

type ShowcaseProps = {
  id: string;
  title: string;
  lead: string;
  seeAll: string;
  children: ReactNode;
};

function Showcase({ id, title, lead, seeAll, children }: ShowcaseProps) {
  return (
    <section aria-labelledby={id} className="render-when-near -m-1 flex flex-col gap-6 p-1">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div className="flex flex-col gap-2">
          <h2 id={id} className="text-2xl font-semibold text-ink sm:text-3xl">
            {title}
          </h2>
          <p className="text-base text-ink-muted">{lead}</p>
        </div>
        <Link to={paths.browse} className="inline-flex min-h-touch items-center gap-1 font-semibold text-primary-700 hover:underline">
          {seeAll}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {children}
    </section>
  );
}

function LoadError({ title, retrying, onRetry }: { title: string; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <Notice
      tone="danger"
      role="alert"
      title={title}
      action={
        <Button variant="secondary" size="sm" loading={retrying} loadingText={t('common:state.loading')} onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('common:action.retry')}
        </Button>
      }
    >
      {t('popular.errorText')}
    </Notice>
  );
}

/** "Populære tjenester": the most booked services. Left out while the marketplace has none. */
export function PopularServices() {
  const { t } = useTranslation('home');
  const { data, isPending, isError, isRefetching, refetch } = usePopularServices();
  if (data?.length === 0) return null;
  return (
    <Showcase id="popular-services-title" title={t('popular.services.title')} lead={t('popular.services.lead')} seeAll={t('popular.services.seeAll')}>
      {isPending ? (
        <div role="status" aria-label={t('popular.services.loading')} className={cn(rowClasses, 'lg:grid-cols-4')}>
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={itemClasses}>
              <ServiceCardSkeleton />
            </div>
          ))}
        </div>
      ) : isError ? (
        <LoadError title={t('popular.services.error')} retrying={isRefetching} onRetry={() => void refetch()} />
      ) : (
        <ul className={cn(rowClasses, 'lg:grid-cols-4')}>
          {data.slice(0, popularServicesCount).map((service) => (
            <li key={service.id} className={itemClasses}>
              <ServiceCard service={service} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
    </Showcase>
  );
}

/** "Populære leverandører": the providers put forward on the front page. Left out when there are none. */
export function PopularProviders() {
  const { t } = useTranslation('home');
  const { data, isPending, isError, isRefetching, refetch } = usePopularProviders();
  if (data?.length === 0) return null;
  return (
    <Showcase id="popular-providers-title" title={t('popular.providers.title')} lead={t('popular.providers.lead')} seeAll={t('popular.providers.seeAll')}>
      {isPending ? (
        <div role="status" aria-label={t('popular.providers.loading')} className={cn(rowClasses, 'lg:grid-cols-3')}>
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className={itemClasses}>
              <ProviderCardSkeleton />
            </div>
          ))}
        </div>
      ) : isError ? (
        <LoadError title={t('popular.providers.error')} retrying={isRefetching} onRetry={() => void refetch()} />
      ) : (
        <ul className={cn(rowClasses, 'lg:grid-cols-3')}>
          {data.map((provider) => (
            <li key={provider.id} className={itemClasses}>
              <ProviderCard provider={provider} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
    </Showcase>
  );
}
