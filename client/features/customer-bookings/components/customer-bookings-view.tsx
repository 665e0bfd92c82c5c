import { useSearchParams } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { customerBookingTabs, type CustomerBookingTab } from '#shared/bookings/booking.schema.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { searchForTab, tabFromSearch } from '../lib/booking-facts.ts';
import { BookingTabList } from './booking-tab-list.tsx';

/** Active bookings, requests and the archive (spec §2); the open tab is kept in the address. */
export function CustomerBookingsView() {
  const { t } = useTranslation('bookings');
  const [search, setSearch] = useSearchParams();
  const tab = tabFromSearch(search);
  return (
    <Tabs
      value={tab}
      onValueChange={(next) => setSearch(searchForTab(next as CustomerBookingTab), { replace: true })}
    >
      <TabsList aria-label={t('list.tabsLabel')}>
        {customerBookingTabs.map((value: CustomerBookingTab) => (
          <TabsTrigger key={value} value={value} className="max-sm:px-3">
            {t(`list.tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {customerBookingTabs.map((value) => (
        <TabsContent key={value} value={value}>
          <BookingTabList tab={value} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
