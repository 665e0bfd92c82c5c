import { Link } from '../../../lib/navigation.tsx';
import { CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CustomerBookingTab } from '#shared/bookings/booking.schema.ts';
import { paths } from '#shared/routing/paths.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListLoadError, ListLoading } from '../../../components/ui/list-states.tsx';
import { useCustomerBookings } from '../api/customer-bookings.ts';
import { BookingRow } from './booking-row.tsx';

/** The bookings of one tab, with "show more" while the server has more pages. */
export function BookingTabList({ tab }: { tab: CustomerBookingTab }) {
  const { t } = useTranslation('bookings');
  const query = useCustomerBookings(tab);

  if (query.isPending) return <ListLoading label={t('list.loading')} count={3} heightClass="h-32" />;
  if (query.isError) return <ListLoadError title={t('list.error')} retryLabel={t('list.retry')} retrying={query.isRefetching} onRetry={() => void query.refetch()} />;

  const bookings = query.data.pages.flatMap((page) => page.data);
  if (bookings.length === 0) {
    return (
      <EmptyState
        icon={<CalendarX2 aria-hidden="true" />}
        title={t(`list.empty.${tab}.title`)}
        description={t(`list.empty.${tab}.text`)}
        action={
          <Link to={paths.browse} className={buttonClasses('secondary')}>
            {t('list.browse')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingRow booking={booking} />
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
