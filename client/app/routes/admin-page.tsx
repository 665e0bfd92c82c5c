import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/navigation.tsx';
import { paths } from '#shared/routing/paths.ts';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { PageSpinner } from '../../components/layout/page-spinner.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { AdminConsole } from '../../features/admin/components/admin-console.tsx';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { useCategories } from '../../features/catalogue/api/get-categories.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** /admin: the admin console for admins; everyone else is told plainly they have no access. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const { data: user, isPending } = useCurrentUser();
  const categories = useCategories();
  const language = useLanguage();
  const categoryName = (id: string) => categories.data?.find((category) => category.id === id)?.title[language] ?? null;

  return (
    <PageContainer className="flex flex-col gap-8 py-8 sm:py-12">
      <PageTitle title={t('title')} />
      {isPending ? (
        <PageSpinner />
      ) : user?.isAdmin ? (
        <AdminConsole categoryName={categoryName} />
      ) : (
        <EmptyState
          headingLevel="h1"
          icon={<ShieldOff aria-hidden="true" />}
          title={t('noAccess.title')}
          description={t('noAccess.text')}
          action={
            <Link to={paths.home} className={buttonClasses('primary')}>
              {t('noAccess.home')}
            </Link>
          }
        />
      )}
    </PageContainer>
  );
}
