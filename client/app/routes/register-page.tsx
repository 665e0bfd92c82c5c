import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { PageSpinner } from '../../components/layout/page-spinner.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { useCategories } from '../../features/catalogue/api/get-categories.ts';
import { useOwnProvider } from '../../features/provider-registration/api/registration-api.ts';
import { ProviderRegistration } from '../../features/provider-registration/components/provider-registration.tsx';
import { openModal } from '../../lib/modal-store.ts';
import { useGuardUserContext } from '../shell/guard-user-context.ts';

/** /register: becoming a provider (spec §2). Signed-out visitors see the introduction and log in here. */
export function RegisterPage() {
  const { t } = useTranslation('registration');
  const guardUser = useGuardUserContext();
  const signedIn = guardUser.status === 'signed-in';
  const { data: user } = useCurrentUser();
  const provider = useOwnProvider(signedIn);
  const categories = useCategories();
  const loading = guardUser.status === 'loading' || (signedIn && provider.isPending);

  return (
    <PageContainer className="flex flex-col gap-10 py-10 sm:py-16">
      <PageTitle title={t('intro.title')} />
      {loading ? (
        <PageSpinner />
      ) : (
        <ProviderRegistration
          // Signing in on the introduction starts over with the person's own draft.
          key={signedIn ? 'signed-in' : 'signed-out'}
          signedIn={signedIn}
          provider={provider.data ?? null}
          categories={categories.data}
          categoriesFailed={categories.isError}
          person={{ firstName: user?.firstName, lastName: user?.lastName, email: user?.email ?? undefined }}
          onLogin={() => openModal('LOGIN')}
        />
      )}
    </PageContainer>
  );
}
