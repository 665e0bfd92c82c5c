import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/class-names.ts';
import { tableClasses } from './admin-bits.tsx';

export type TableColumn = { label: string; align?: 'right'; hidden?: boolean };

/** The parts of a TanStack (infinite) query a console list reads. */
export interface ListQuery {
  isError: boolean;
  isPending: boolean;
  refetch: () => unknown;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
}

/**
 * A console list as a table: an error with a retry, a spinner while loading, a sentence when there
 * is nothing, else the table (its caption for screen readers, the header cells, the rows), and
 * "Load more" while the server has more pages.
 */
export function PagedTable({
  query,
  rowCount,
  emptyText,
  caption,
  columns,
  children,
}: {
  query: ListQuery;
  rowCount: number;
  emptyText: string;
  caption: string;
  /** The header row: each column's name, right-aligned for amounts, or read only by screen readers (a column of buttons). */
  columns: readonly TableColumn[];
  /** The body's rows. */
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {query.isError ? (
        <Notice tone="danger" role="alert" title={t('loadError')} action={<Button variant="secondary" onClick={() => void query.refetch()}>{t('retry')}</Button>} />
      ) : query.isPending ? (
        <Spinner className="size-6 text-primary-700" />
      ) : rowCount === 0 ? (
        <p className="text-base text-ink-muted">{emptyText}</p>
      ) : (
        <div className={tableClasses.wrapper}>
          <table className={tableClasses.table}>
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={cn(tableClasses.th, column.align === 'right' && 'text-right')}>
                    {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
      {query.hasNextPage && query.fetchNextPage ? (
        <div>
          <Button variant="secondary" onClick={() => void query.fetchNextPage?.()} loading={query.isFetchingNextPage ?? false}>
            {t('loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
