import { Link } from 'react-router-dom';
import { RotateCcw, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Shaped like the page, so nothing jumps when the service arrives. */
export function ServicePageSkeleton() {
  const { t } = useTranslation('service');
  return (
    <PageContainer className="flex flex-col gap-6 py-6 sm:py-8">
      <div role="status" aria-label={t('state.loading')} className="flex flex-col gap-6">
        <Skeleton className="h-5 w-64 max-w-full" />
        <div className="flex flex-col gap-3">
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
        </div>
        <Skeleton className="aspect-16/9 w-full rounded-2xl sm:aspect-21/9" />
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex flex-col gap-4">
            <Skeleton className="h-28 w-full rounded-2xl" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-11/12" />
            <Skeleton className="h-5 w-4/5" />
          </div>
          <Skeleton className="hidden h-80 rounded-2xl lg:block" />
        </div>
      </div>
    </PageContainer>
  );
}

/** No public service by that name: it may be gone or the link is wrong (spec §8 says what next). */
export function ServiceNotFound() {
  const { t } = useTranslation(['service', 'common']);
  return (
    <PageContainer className="flex flex-1 flex-col items-center justify-center py-12 sm:py-20">
      <PageTitle title={t('notFound.title')} />
      <EmptyState
        headingLevel="h1"
        icon={<SearchX aria-hidden="true" />}
        title={t('notFound.title')}
        description={t('notFound.text')}
        className="max-w-xl"
        action={
          <>
            <Link to={paths.browse} className={buttonClasses('primary')}>
              {t('notFound.browse')}
            </Link>
            <Link to={paths.home} className={buttonClasses('secondary')}>
              {t('common:action.goHome')}
            </Link>
          </>
        }
      />
    </PageContainer>
  );
}

/** The service could not be fetched (network or server trouble): say so and offer another try. */
export function ServiceLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation(['service', 'common']);
  return (
    <PageContainer className="flex flex-1 flex-col justify-center py-12 sm:py-20">
      <PageTitle title={t('error.title')} />
      <h1 className="sr-only">{t('error.title')}</h1>
      <Notice
        tone="danger"
        role="alert"
        title={t('error.title')}
        className="mx-auto w-full max-w-xl"
        action={
          <Button variant="secondary" size="sm" loading={retrying} loadingText={t('common:state.loading')} onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('common:action.retry')}
          </Button>
        }
      >
        {t('error.text')}
      </Notice>
    </PageContainer>
  );
}
