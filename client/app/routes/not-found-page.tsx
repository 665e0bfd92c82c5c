import { Link } from '../../lib/navigation.tsx';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';

export function NotFoundPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PlaceholderPage
      icon={<SearchX aria-hidden="true" />}
      title={t('notFound.title')}
      description={t('notFound.text')}
      action={
        <>
          <Link to={paths.home} className={buttonClasses('primary')}>
            {t('common:action.goHome')}
          </Link>
          <Link to={paths.browse} className={buttonClasses('secondary')}>
            {t('notFound.explore')}
          </Link>
        </>
      }
    />
  );
}
