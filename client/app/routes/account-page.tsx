import { Link } from 'react-router-dom';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useAuthStore } from '../../features/auth/store.ts';

/** /account and /konto (protected): the signed-in person's own pages. */
export function AccountPage() {
  const { t } = useTranslation('pages');
  const firstName = useAuthStore((state) => state.user?.firstName);
  return (
    <PlaceholderPage
      icon={<UserRound aria-hidden="true" />}
      title={firstName ? t('account.greeting', { name: firstName }) : t('account.title')}
      description={t('account.text')}
      action={
        <Link to={paths.browse} className={buttonClasses('primary')}>
          {t('account.explore')}
        </Link>
      }
    />
  );
}
