import { useSearchParams } from '../../../lib/navigation.tsx';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProviderRequestTab } from '#shared/requests/custom-request.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useProviderRequests } from '../api/provider-requests.ts';
import { providerRequestTabs, searchForTab, tabFromSearch } from '../lib/request-facts.ts';
import { RequestRow } from './request-row.tsx';

type CategoryTitle = (id: string) => string | undefined;

/** Spec §2: open requests, offers sent, pending customer, previous; the tab is part of the address. */
export function RequestTabs({ categoryTitle }: { categoryTitle: CategoryTitle }) {
  const { t } = useTranslation('agentOffers');
  const [search, setSearch] = useSearchParams();
  const tab = tabFromSearch(search);
  return (
    <Tabs value={tab} onValueChange={(next) => setSearch(searchForTab(next as ProviderRequestTab), { replace: true })}>
      <TabsList aria-label={t('tabs.label')} className="max-w-full overflow-x-auto">
        {providerRequestTabs.map((name) => (
          <TabsTrigger key={name} value={name} className="shrink-0 max-sm:px-3">
            {t(`tabs.${name}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {providerRequestTabs.map((name) => (
        <TabsContent key={name} value={name}>
          {name === tab ? <RequestList tab={name} categoryTitle={categoryTitle} /> : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function RequestList({ tab, categoryTitle }: { tab: ProviderRequestTab; categoryTitle: CategoryTitle }) {
  const { t } = useTranslation('agentOffers');
  const errorText = useErrorText();
  const query = useProviderRequests(tab);
  // Read before the checks below narrow the query: a failed "load more" keeps the loaded pages.
  const { error } = query;
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('list.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (query.isError) return <Notice tone="danger" role="alert" title={errorText(query.error)} />;
  const requests = query.data.pages.flatMap((page) => page.data);
  if (!requests.length) {
    return (
      <EmptyState
        icon={<Inbox aria-hidden="true" />}
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
        {requests.map((request) => (
          <RequestRow key={request.id} request={request} categoryTitle={categoryTitle} />
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
