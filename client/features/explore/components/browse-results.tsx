import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { RotateCcw, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Paged } from '#shared/explore/paged.schema.ts';
import { paths } from '#shared/routing/paths.ts';
import { CardGrid, CardGridSkeleton } from '../../../components/listing/card-grid.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useErrorText } from '../../../lib/error-text.ts';

export type BrowseResultsProps<Item extends { id: string }> = {
  kind: 'services' | 'providers';
  results: UseInfiniteQueryResult<InfiniteData<Paged<Item>>>;
  /** The typed address is still being looked up; the search has not started. */
  waiting: boolean;
  /** `index` is the item's place in the list, so the first can be marked as the one seen first. */
  renderItem: (item: Item, index: number) => ReactNode;
  onClearAll: () => void;
  /** The filter button (phones) and the sort order, beside the result count. */
  toolbar?: ReactNode;
};

/**
 * One list of results with every state a slow phone will meet: skeletons on the first load,
 * the old list dimmed while new filters load, an empty result with a way out, an error with a
 * retry, and "Last inn flere" for the next page. The count is a live region, so a screen reader
 * hears how many results a filter left without leaving the filter.
 */
export function BrowseResults<Item extends { id: string }>({ kind, results, waiting, renderItem, onClearAll, toolbar }: BrowseResultsProps<Item>) {
  const { t } = useTranslation(['explore', 'common']);
  const errorText = useErrorText();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  const { data, isPending, isError, error, isFetchNextPageError, isPlaceholderData, hasNextPage, isFetchingNextPage, fetchNextPage, refetch, isRefetching } =
    results;
  const items = data?.pages.flatMap((page) => page.data) ?? [];
  const firstPageFailed = isError && !isFetchNextPageError;
  const loading = waiting || (isPending && !firstPageFailed);

  // After "Last inn flere", move focus to the first new card so keyboard and screen reader
  // users continue where the new results start instead of at the button.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector('a')?.focus();
  }, [items.length]);

  function loadMore() {
    focusFrom.current = items.length;
    void fetchNextPage();
  }

  let status: string;
  if (loading) status = t('results.loading');
  else if (firstPageFailed) status = t('results.errorTitle');
  else if (items.length === 0) status = t(kind === 'services' ? 'results.emptyServices' : 'results.emptyProviders');
  else if (kind === 'services') status = t(hasNextPage ? 'results.servicesCountMore' : 'results.servicesCount', { count: items.length });
  else status = t(hasNextPage ? 'results.providersCountMore' : 'results.providersCount', { count: items.length });

  // Providers carry more figures; two to a row keeps them readable beside the filters.
  const columns = kind === 'services' ? 3 : 2;
  // With results the count is shown; otherwise the empty or error box says it, and the count
  // stays only for screen readers.
  const statusVisible = loading || (!firstPageFailed && items.length > 0);

  let body: ReactNode;
  if (loading && items.length === 0) {
    body = <CardGridSkeleton kind={kind === 'services' ? 'service' : 'provider'} count={6} columns={columns} />;
  } else if (firstPageFailed) {
    body = (
      <Notice
        tone="danger"
        role="alert"
        title={t('results.errorTitle')}
        action={
          <Button variant="secondary" size="sm" loading={isRefetching} loadingText={t('common:state.loading')} onClick={() => void refetch()}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('common:action.retry')}
          </Button>
        }
      >
        {errorText(error)}
      </Notice>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        headingLevel="h3"
        title={t(kind === 'services' ? 'results.emptyServices' : 'results.emptyProviders')}
        description={t('results.emptyText')}
        className="rounded-xl border border-dashed border-border-strong bg-surface"
        action={
          <>
            <Button variant="secondary" onClick={onClearAll}>
              {t('results.clearAll')}
            </Button>
            <Link to={paths.customRequest} className={buttonClasses('primary')}>
              {t('results.customRequest')}
            </Link>
          </>
        }
      />
    );
  } else {
    const busy = isPlaceholderData || loading;
    body = (
      <>
        <CardGrid ref={listRef} columns={columns} aria-busy={busy || undefined} className={cn('transition-opacity', busy && 'opacity-60')}>
          {items.map((item, index) => (
            <li key={item.id} className="flex">
              {renderItem(item, index)}
            </li>
          ))}
        </CardGrid>
        {isFetchNextPageError ? (
          <Notice tone="danger" role="alert" title={t('results.loadMoreError')}>
            {errorText(error)}
          </Notice>
        ) : null}
        {hasNextPage && !isPlaceholderData ? (
          <div className="flex justify-center pt-2">
            <Button variant="secondary" size="lg" loading={isFetchingNextPage} loadingText={t('results.loadingMore')} onClick={loadMore}>
              {isFetchNextPageError ? t('common:action.retry') : t('results.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col">
          <h2 id={headingId} className="sr-only">
            {t(kind === 'services' ? 'results.servicesHeading' : 'results.providersHeading')}
          </h2>
          <p role="status" className={statusVisible ? 'text-base font-medium text-ink' : 'sr-only'}>
            {status}
          </p>
        </div>
        {toolbar ? <div className="flex flex-wrap items-end gap-2">{toolbar}</div> : null}
      </div>
      {body}
    </section>
  );
}
