import { useLocation } from '../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { isUnderPath } from '../routing/path-match.ts';
import { ComingSoon, type ComingSection } from '../../features/provider-dashboard/components/coming-soon.tsx';

const sectionPaths: Record<ComingSection, string> = { subscriptions: paths.agentSubscriptions };

/** /agent/abonnementer: the part of the dashboard still to come. */
export function AgentComingPage() {
  const { t } = useTranslation('agent');
  const { pathname } = useLocation();
  const section = (Object.keys(sectionPaths) as ComingSection[]).find((name) => isUnderPath(pathname, sectionPaths[name])) ?? null;
  return (
    <div className="flex flex-1 flex-col gap-6">
      <PageTitle title={section ? t(`coming.${section}.title`) : t('coming.unknown.title')} />
      <ComingSoon section={section} />
    </div>
  );
}
