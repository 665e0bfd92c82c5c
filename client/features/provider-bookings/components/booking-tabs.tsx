import { useNavigate } from '../../../lib/navigation.tsx';
import { CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { providerBookingTabs, type ProviderBookingTab } from '#shared/bookings/booking.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useProviderBookings } from '../api/provider-bookings.ts';
import { tabPath } from '../lib/booking-paths.ts';
import { BookingRow } from './booking-row.tsx';

/** Spec §2: requests, upcoming and previous bookings; the tab is part of the address. */
export function BookingTabs({ tab }: { tab: ProviderBookingTab }) {
  const { t } = useTranslation('agentBookings');
  const navigate = useNavigate();
  return (
    <Tabs value={tab} onValueChange={(next) => void navigate(tabPath(next as ProviderBookingTab), { replace: true })}>
      <TabsList aria-label={t('tabs.label')}>
        {providerBookingTabs.map((name) => (
          <TabsTrigger key={name} value={name}>
            {t(`tabs.${name}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {providerBookingTabs.map((name) => (
        <TabsContent key={name} value={name}>
          {name === tab ? <BookingList tab={name} /> : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function BookingList({ tab }: { tab: ProviderBookingTab }) {
  const { t } = useTranslation('agentBookings');
  const errorText = useErrorText();
  const query = useProviderBookings(tab);
  // Read before the checks below narrow the query: a failed "load more" keeps the loaded pages.
  const { error } = query;
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('state.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (query.isError) return <Notice tone="danger" role="alert" title={errorText(query.error)} />;
  const bookings = query.data.pages.flatMap((page) => page.data);
  if (!bookings.length) {
    return (
      <EmptyState
        icon={<CalendarX2 aria-hidden="true" />}
        title={t(`empty.${tab}.title`)}
        description={t(`empty.${tab}.text`)}
        className="rounded-xl border border-border bg-surface"
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <h2 className="sr-only">{t(`tabs.${tab}`)}</h2>
      <ul className="flex flex-col gap-3">
        {bookings.map((booking) => (
          <BookingRow key={booking.id} booking={booking} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button variant="secondary" className="self-center" loading={query.isFetchingNextPage} loadingText={t('list.loadingMore')} onClick={() => void query.fetchNextPage()}>
          {t('list.loadMore')}
        </Button>
      ) : null}
      {query.isFetchNextPageError ? <Notice tone="danger" role="alert" title={errorText(error)} /> : null}
    </div>
  );
}
