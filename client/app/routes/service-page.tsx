import { Link } from 'react-router-dom';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';

/** /service/:id: one service with its booking card (spec §2). */
export function ServicePage() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      icon={<Sparkles aria-hidden="true" />}
      title={t('service.title')}
      description={t('service.text')}
      action={
        <Link to={paths.browse} className={buttonClasses('primary')}>
          {t('service.browse')}
        </Link>
      }
    />
  );
}
