import { useTranslation } from 'react-i18next';
import { OwnProviderPage } from '../../features/provider-dashboard/components/own-provider-page.tsx';
import { OwnRatings } from '../../features/provider-ratings/components/own-ratings.tsx';

/** /agent/vurderinger: the provider's ratings, each answerable once. */
export function AgentRatingsPage() {
  const { t } = useTranslation('agent');
  return (
    <OwnProviderPage title={t('ratings.title')} description={t('ratings.lead')}>
      {(provider) => <OwnRatings providerId={provider.id} />}
    </OwnProviderPage>
  );
}
