import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { EstimateWizard } from '../../features/cleaning-estimate/components/estimate-wizard.tsx';

/** /rengjoring/estimat/steg/1–3: the cleaning price estimator (spec §2), open to everyone. */
export function CleaningEstimatePage() {
  const { t } = useTranslation('cleaning');
  return (
    <PageContainer className="flex flex-col gap-8 py-10 sm:py-16">
      <PageTitle title={t('pageTitle')} />
      <EstimateWizard />
    </PageContainer>
  );
}
