import { useTranslation } from 'react-i18next';
import { AccountOverview } from '../../features/provider-dashboard/components/account-overview.tsx';
import { OwnProviderPage } from '../../features/provider-dashboard/components/own-provider-page.tsx';

/** /agent/konto: the provider's legal and payout details (spec §2 Provider dashboard, account). */
export function AgentAccountPage() {
  const { t } = useTranslation('pages');
  return (
    <OwnProviderPage title={t('agent.account.title')} description={t('agent.account.text')}>
      {(provider) => <AccountOverview provider={provider} />}
    </OwnProviderPage>
  );
}
