import { useSearchParams } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import type { RequestFilter } from '../api/request-types.ts';
import { filterFromSearch, requestFilters, searchForFilter } from '../lib/request-facts.ts';
import { RequestList } from './request-list.tsx';

/** All, open, accepted and withdrawn requests; the open tab is kept in the address. */
export function CustomerRequestsView() {
  const { t } = useTranslation('customerRequests');
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  return (
    <Tabs value={filter} onValueChange={(next) => setSearch(searchForFilter(next as RequestFilter), { replace: true })}>
      <TabsList aria-label={t('list.tabsLabel')}>
        {requestFilters.map((value) => (
          <TabsTrigger key={value} value={value} className="max-sm:px-3">
            {t(`list.tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {requestFilters.map((value) => (
        <TabsContent key={value} value={value}>
          <RequestList filter={value} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
