import type { ReactNode } from 'react';
import { Link } from '../../lib/navigation.tsx';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { Notice } from '../ui/notice.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { PageContainer } from './page-container.tsx';
import { PageTitle } from './page-title.tsx';

/** A public page whose subject does not exist (any more): say so and offer the way on to browse or home. */
export function MissingPage({ icon, title, text, browseLabel }: { icon: ReactNode; title: string; text: string; browseLabel: string }) {
  const { t } = useTranslation('common');
  return (
    <PageContainer className="flex flex-1 flex-col items-center justify-center py-12 sm:py-20">
      <PageTitle title={title} />
      <EmptyState
        headingLevel="h1"
        icon={icon}
        title={title}
        description={text}
        className="max-w-xl"
        action={
          <>
            <Link to={paths.browse} className={buttonClasses('primary')}>
              {browseLabel}
            </Link>
            <Link to={paths.home} className={buttonClasses('secondary')}>
              {t('action.goHome')}
            </Link>
          </>
        }
      />
    </PageContainer>
  );
}

/** A page that could not be fetched (network or server trouble): say so and offer another try. */
export function PageLoadError({ title, text, onRetry, retrying }: { title: string; text: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('common');
  return (
    <PageContainer className="flex flex-1 flex-col justify-center py-12 sm:py-20">
      <PageTitle title={title} />
      <h1 className="sr-only">{title}</h1>
      <Notice
        tone="danger"
        role="alert"
        title={title}
        className="mx-auto w-full max-w-xl"
        action={
          <Button variant="secondary" size="sm" loading={retrying} loadingText={t('state.loading')} onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('action.retry')}
          </Button>
        }
      >
        {text}
      </Notice>
    </PageContainer>
  );
}

/** A detail page while it loads: a title, a heading and a card of placeholders, announced by its label. */
export function PageLoading({ label, className = '' }: { label: string; className?: string }) {
  return (
    <PageContainer className={`flex flex-col gap-6 py-8 sm:py-12 ${className}`.trim()}>
      <div role="status" aria-label={label} className="flex flex-col gap-4">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    </PageContainer>
  );
}
