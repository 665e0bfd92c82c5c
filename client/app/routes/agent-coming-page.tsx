import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { ComingSoon, comingSections, type ComingSection } from '../../features/provider-dashboard/components/coming-soon.tsx';

/** /agent/offers, /agent/subscriptions: parts of the dashboard still to come. */
export function AgentComingPage() {
  const { t } = useTranslation('agent');
  const { pathname } = useLocation();
  const first = pathname.slice(paths.agent.length).split('/').find(Boolean) ?? '';
  const section = (comingSections as readonly string[]).includes(first) ? (first as ComingSection) : null;
  return (
    <div className="flex flex-1 flex-col gap-6">
      <PageTitle title={section ? t(`coming.${section}.title`) : t('coming.unknown.title')} />
      <ComingSoon section={section} />
    </div>
  );
}
