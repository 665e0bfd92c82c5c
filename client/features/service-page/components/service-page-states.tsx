import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { MissingPage, PageLoadError } from '../../../components/layout/page-states.tsx';
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

/** No public page by that name: it may be gone or the link is wrong. */
export function ServiceNotFound() {
  const { t } = useTranslation('service');
  return <MissingPage icon={<SearchX aria-hidden="true" />} title={t('notFound.title')} text={t('notFound.text')} browseLabel={t('notFound.browse')} />;
}

export function ServiceLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('service');
  return <PageLoadError title={t('error.title')} text={t('error.text')} onRetry={onRetry} retrying={retrying} />;
}
