import { Link } from 'react-router-dom';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';

/** /foresporsel/suksess: confirmation after sending a custom request (spec §2, §4). */
export function CustomRequestSentPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PlaceholderPage
      icon={<CircleCheck aria-hidden="true" />}
      title={t('customRequestSent.title')}
      description={t('customRequestSent.text')}
      action={
        <Link to={paths.home} className={buttonClasses('primary')}>
          {t('common:action.goHome')}
        </Link>
      }
    />
  );
}
