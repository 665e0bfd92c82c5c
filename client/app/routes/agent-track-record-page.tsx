import { useTranslation } from 'react-i18next';
import { OwnProviderPage } from '../../features/provider-dashboard/components/own-provider-page.tsx';
import { TrackRecord } from '../../features/provider-track-record/components/track-record.tsx';

/** /agent/omdomme: the provider's figures as customers see them, and the events behind each. */
export function AgentTrackRecordPage() {
  const { t } = useTranslation('agent');
  return <OwnProviderPage title={t('trackRecord.title')}>{(provider) => <TrackRecord providerId={provider.id} />}</OwnProviderPage>;
}
