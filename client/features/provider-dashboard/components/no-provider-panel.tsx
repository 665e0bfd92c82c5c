import { Link } from '../../../lib/navigation.tsx';
import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** The provider area for someone who has not started registering as a provider. */
export function NoProviderPanel() {
  const { t } = useTranslation('agent');
  return (
    <EmptyState
      headingLevel="h1"
      icon={<Store aria-hidden="true" />}
      title={t('noProvider.title')}
      description={t('noProvider.text')}
      className="rounded-xl border border-border bg-surface"
      action={
        <Link to={paths.providerRegistration} className={buttonClasses('primary')}>
          {t('noProvider.action')}
        </Link>
      }
    />
  );
}
