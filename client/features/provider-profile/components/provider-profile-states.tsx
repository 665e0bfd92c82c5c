import { UserRoundX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { MissingPage, PageLoadError } from '../../../components/layout/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Shaped like the profile, so nothing jumps when it arrives. */
export function ProviderProfileSkeleton() {
  const { t } = useTranslation('provider');
  return (
    <PageContainer className="py-6 sm:py-8">
      <div role="status" aria-label={t('state.loading')} className="flex flex-col gap-6">
        <Skeleton className="aspect-16/9 w-full rounded-2xl sm:aspect-3/1" />
        <div className="flex flex-col gap-3 px-1 sm:flex-row sm:items-end sm:gap-5 sm:px-4">
          <Skeleton className="-mt-12 size-24 rounded-full ring-4 ring-canvas sm:-mt-16 sm:size-32" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-9 w-64 max-w-full" />
            <Skeleton className="h-5 w-80 max-w-full" />
          </div>
        </div>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex flex-col gap-3">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-11/12" />
            <Skeleton className="h-5 w-3/4" />
          </div>
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      </div>
    </PageContainer>
  );
}

/** No public page by that name: it may be gone or the link is wrong. */
export function ProviderNotFound() {
  const { t } = useTranslation('provider');
  return <MissingPage icon={<UserRoundX aria-hidden="true" />} title={t('notFound.title')} text={t('notFound.text')} browseLabel={t('notFound.browse')} />;
}

export function ProviderLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('provider');
  return <PageLoadError title={t('error.title')} text={t('error.text')} onRetry={onRetry} retrying={retrying} />;
}
