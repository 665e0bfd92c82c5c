import { useTranslation } from 'react-i18next';
import { OwnProviderPage } from '../../features/provider-dashboard/components/own-provider-page.tsx';
import { ProviderSubscriptions } from '../../features/subscriptions/components/provider-subscriptions.tsx';

/** /agent/abonnementer: the provider's subscribers and their next visits. */
export function AgentSubscriptionsPage() {
  const { t } = useTranslation('subscriptions');
  return (
    <OwnProviderPage title={t('provider.title')} description={t('provider.lead')}>
      {() => <ProviderSubscriptions />}
    </OwnProviderPage>
  );
}
