import { Link, useSearchParams } from '../../../lib/navigation.tsx';
import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ListLoadError, ListLoading } from '../../../components/ui/list-states.tsx';
import { useSubscriptions, type SubscriptionListState, type SubscriptionView } from '../api/subscriptions-api.ts';
import { accountSubscriptionPath, searchForTab, subscriptionTabs, tabFromSearch } from '../lib/subscription-tabs.ts';
import { SubscriptionFacts } from './subscription-facts.tsx';
import { SubscriptionStatusBadge } from './subscription-status-badge.tsx';

/** One subscription on the list; the title opens its page. */
function SubscriptionCard({ subscription }: { subscription: SubscriptionView }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Card className="flex flex-col gap-3" data-testid="subscription-card-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <h2 className="text-lg font-semibold text-ink">{subscription.serviceTitle}</h2>
          <p className="text-base text-ink-soft">{t('facts.provider', { name: subscription.providerName })}</p>
        </div>
        <SubscriptionStatusBadge status={subscription.status} />
      </div>
      <SubscriptionFacts subscription={subscription} />
      <Link to={accountSubscriptionPath(subscription.id)} className={buttonClasses('secondary', 'md', 'self-start')}>
        {t('list.open')}
        <span className="sr-only">: {subscription.serviceTitle}</span>
      </Link>
    </Card>
  );
}

function SubscriptionTabList({ state }: { state: SubscriptionListState }) {
  const { t } = useTranslation('subscriptions');
  const query = useSubscriptions(state);
  if (query.isPending) return <ListLoading label={t('list.loading')} count={2} heightClass="h-40" />;
  if (query.isError) return <ListLoadError title={t('list.error')} retryLabel={t('list.retry')} retrying={query.isRefetching} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={<Repeat aria-hidden="true" />}
        title={t(`list.empty.${state}.title`)}
        description={t(`list.empty.${state}.text`)}
        action={
          <Link to={paths.browse} className={buttonClasses('secondary')}>
            {t('list.browse')}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label={t(`tabs.${state}`)}>
      {query.data.map((subscription) => (
        <li key={subscription.id}>
          <SubscriptionCard subscription={subscription} />
        </li>
      ))}
    </ul>
  );
}

/** The customer's subscriptions: the running (and paused) ones and the ended ones; the tab is kept in the address. */
export function SubscriptionsView() {
  const { t } = useTranslation('subscriptions');
  const [search, setSearch] = useSearchParams();
  const tab = tabFromSearch(search);
  return (
    <Tabs value={tab} onValueChange={(next) => setSearch(searchForTab(next as SubscriptionListState), { replace: true })}>
      <TabsList aria-label={t('tabsLabel')}>
        {subscriptionTabs.map((value) => (
          <TabsTrigger key={value} value={value}>
            {t(`tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {subscriptionTabs.map((value) => (
        <TabsContent key={value} value={value}>
          <SubscriptionTabList state={value} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
