import { Link } from '../../../lib/navigation.tsx';
import { MessageSquarePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListLoadError, ListLoading } from '../../../components/ui/list-states.tsx';
import { useCustomerRequests } from '../api/customer-requests.ts';
import type { RequestFilter } from '../api/request-types.ts';
import { RequestRow } from './request-row.tsx';

/** The customer's requests of one filter, with "show more" while the server has more pages. */
export function RequestList({ filter }: { filter: RequestFilter }) {
  const { t } = useTranslation('customerRequests');
  const query = useCustomerRequests(filter);

  if (query.isPending) return <ListLoading label={t('list.loading')} count={3} heightClass="h-32" />;
  if (query.isError) return <ListLoadError title={t('list.error')} retryLabel={t('list.retry')} retrying={query.isRefetching} onRetry={() => void query.refetch()} />;

  const requests = query.data.pages.flatMap((page) => page.data);
  if (requests.length === 0) {
    return (
      <EmptyState
        icon={<MessageSquarePlus aria-hidden="true" />}
        title={t(`list.empty.${filter}.title`)}
        description={t(`list.empty.${filter}.text`)}
        action={
          <Link to={paths.customRequest} className={buttonClasses('primary')}>
            {t('list.newRequest')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {requests.map((request) => (
          <li key={request.id}>
            <RequestRow request={request} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          loading={query.isFetchingNextPage}
          loadingText={t('list.loading')}
          onClick={() => void query.fetchNextPage()}
        >
          {t('list.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
