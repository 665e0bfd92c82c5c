import { useTranslation } from 'react-i18next';
import { payoutRates } from '#shared/payments/payout-rates.ts';
import { useCategories } from '../../features/catalogue/api/get-categories.ts';
import { OwnProviderPage } from '../../features/provider-dashboard/components/own-provider-page.tsx';
import { PricingCalculator } from '../../features/provider-dashboard/components/pricing-calculator.tsx';

/** /agent/priser: the service price calculation (spec §2, §9). */
export function AgentPricingPage() {
  const { t } = useTranslation('pages');
  const categories = useCategories();
  return (
    <OwnProviderPage title={t('agent.pricing.title')} description={t('agent.pricing.text')}>
      {(provider) => {
        const category = categories.data?.find((candidate) => candidate.id === provider.profile.categoryId);
        const vatRate = category ? category.taxRate / 100 : payoutRates.defaultVatRate;
        return (
          <PricingCalculator
            key={`${provider.id}:${vatRate}`}
            orgType={provider.legalInfo.orgType ?? provider.orgType}
            serviceFeePercent={provider.serviceFeePercent}
            vatRate={vatRate}
          />
        );
      }}
    </OwnProviderPage>
  );
}
