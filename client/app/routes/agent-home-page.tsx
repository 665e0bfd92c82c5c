import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';

/** /agent: the provider dashboard (protected). */
export function AgentHomePage() {
  const { t } = useTranslation('pages');
  return (
    <div className="flex flex-1 flex-col gap-6">
      <PageTitle title={t('agent.title')} />
      <EmptyState
        headingLevel="h1"
        icon={<LayoutDashboard aria-hidden="true" />}
        title={t('agent.title')}
        description={t('agent.text')}
        className="rounded-xl border border-border bg-surface"
      />
    </div>
  );
}
