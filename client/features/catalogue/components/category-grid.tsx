import { RotateCcw, Shapes } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCategories } from '../api/get-categories.ts';
import { CategoryCard } from './category-card.tsx';

const gridClasses = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3';

/** All categories as cards, with skeletons while loading and a retry when loading fails. */
export function CategoryGrid() {
  const { t } = useTranslation(['catalogue', 'common']);
  const { data, isPending, isError, refetch, isRefetching } = useCategories();

  if (isPending) {
    return (
      <div role="status" aria-label={t('grid.loading')} className={gridClasses}>
        {[0, 1, 2].map((index) => (
          <div key={index} className="overflow-hidden rounded-xl border border-border bg-surface">
            <Skeleton className="aspect-16/10 rounded-none" />
            <div className="flex flex-col gap-3 p-5">
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-4/5" />
              <div className="flex gap-2 pt-1">
                <Skeleton className="h-7 w-20 rounded-full" />
                <Skeleton className="h-7 w-24 rounded-full" />
              </div>
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <Notice
        tone="danger"
        role="alert"
        title={t('grid.errorTitle')}
        action={
          <Button variant="secondary" size="sm" loading={isRefetching} loadingText={t('common:state.loading')} onClick={() => void refetch()}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('common:action.retry')}
          </Button>
        }
      >
        {t('grid.errorText')}
      </Notice>
    );
  }

  if (data.length === 0) {
    return <EmptyState icon={<Shapes aria-hidden="true" />} title={t('grid.emptyTitle')} description={t('grid.emptyText')} headingLevel="h3" />;
  }

  return (
    <ul className={gridClasses}>
      {data.map((category) => (
        <li key={category.id} className="flex">
          <CategoryCard category={category} />
        </li>
      ))}
    </ul>
  );
}
