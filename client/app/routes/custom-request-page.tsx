import { useSearchParams } from '../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { PageSpinner } from '../../components/layout/page-spinner.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { useCategories } from '../../features/catalogue/api/get-categories.ts';
import { FormInUrlSubmit } from '../../features/custom-request/components/form-in-url-submit.tsx';
import { RequestWizard } from '../../features/custom-request/components/request-wizard.tsx';
import { openModal } from '../../lib/modal-store.ts';
import { useGuardUserContext } from '../shell/guard-user-context.ts';

/** Stable, so a form waiting for sign-in asks once. */
const login = () => openModal('LOGIN');

/** /foresporsel: the custom request (spec §2: a 4-step wizard; §4: a form carried in the address). */
export function CustomRequestPage() {
  const { t } = useTranslation('requests');
  const guardUser = useGuardUserContext();
  const categories = useCategories();
  const [search] = useSearchParams();
  const form = search.get('form');
  const signedIn = guardUser.status === 'signed-in';

  return (
    <PageContainer className="flex flex-col gap-8 py-10 sm:py-16">
      <PageTitle title={t('pageTitle')} />
      {guardUser.status === 'loading' ? (
        <PageSpinner />
      ) : form ? (
        <FormInUrlSubmit param={form} signedIn={signedIn} onLogin={login} />
      ) : (
        <RequestWizard signedIn={signedIn} categories={categories.data} onLogin={login} />
      )}
    </PageContainer>
  );
}
