import { useTranslation } from 'react-i18next';
import { OwnProviderPage } from '../../features/provider-dashboard/components/own-provider-page.tsx';
import { PayoutStatement } from '../../features/provider-payouts/components/payout-statement.tsx';

/** /agent/utbetalinger: the provider's payouts for done bookings, month by month (spec §9). */
export function AgentPayoutsPage() {
  const { t } = useTranslation('agent');
  return (
    <OwnProviderPage title={t('payouts.title')} description={t('payouts.text')}>
      {(provider) => <PayoutStatement serviceFeePercent={provider.serviceFeePercent} />}
    </OwnProviderPage>
  );
}
