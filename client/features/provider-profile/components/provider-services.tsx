import { Link } from '../../../lib/navigation.tsx';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ServiceCard as ServiceCardData } from '#shared/explore/service.schema.ts';
import { paths } from '#shared/routing/paths.ts';
import { ServiceCardSkeleton } from '../../../components/listing/card-grid.tsx';
import { ServiceCard } from '../../../components/listing/service-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { servicesSectionId } from './provider-header.tsx';
import { ProfileSection } from './profile-section.tsx';

/** Two columns at most: the profile's content column is narrower than a results page. */
const gridClasses = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6';

type ProviderServicesProps = {
  services: ServiceCardData[] | undefined;
  isError: boolean;
  retrying: boolean;
  onRetry: () => void;
};

/** What the provider offers, as the same cards as in search. */
export function ProviderServices({ services, isError, retrying, onRetry }: ProviderServicesProps) {
  const { t } = useTranslation(['provider', 'common']);
  return (
    <ProfileSection id={servicesSectionId} title={t('services.title')}>
      {isError ? (
        <Notice
          tone="danger"
          role="alert"
          title={t('services.errorTitle')}
          action={
            <Button variant="secondary" size="sm" loading={retrying} loadingText={t('common:state.loading')} onClick={onRetry}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('common:action.retry')}
            </Button>
          }
        >
          {t('services.errorText')}
        </Notice>
      ) : services === undefined ? (
        <div role="status" aria-label={t('services.loading')} className={gridClasses}>
          <ServiceCardSkeleton />
          <ServiceCardSkeleton />
        </div>
      ) : services.length === 0 ? (
        <div className="flex flex-col items-start gap-2 rounded-xl bg-sunken p-5">
          <p className="font-semibold text-ink">{t('services.emptyTitle')}</p>
          <p className="text-sm text-ink-muted">{t('services.emptyText')}</p>
          <Link to={paths.customRequest} className="inline-flex min-h-touch items-center font-semibold text-primary-700 hover:underline">
            {t('customRequest.link')}
          </Link>
        </div>
      ) : (
        <ul className={gridClasses}>
          {services.map((service) => (
            <li key={service.id} className="flex">
              <ServiceCard service={service} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
