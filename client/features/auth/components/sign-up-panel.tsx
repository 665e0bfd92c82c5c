import { useNavigate } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import type { User } from '#shared/accounts/user.schema.ts';
import { safeReturnPath } from '#shared/auth/auth.schema.ts';
import { paths } from '#shared/routing/paths.ts';
import { Card } from '../../../components/ui/card.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { openModal } from '../../../lib/modal-store.ts';
import type { SignUpSource } from '../api/create-account.ts';
import { useCompleteSignIn } from '../hooks/use-session.ts';
import { CreateAccountForm, type CreateAccountPrefill } from './create-account-form.tsx';

type SignUpPanelProps = {
  source: SignUpSource;
  prefill: CreateAccountPrefill;
  emailLocked: boolean;
  returnTo: string | null;
  onLinkExpired?: () => void;
};

/**
 * The create-account page a new person reaches from a login link or a third-party login: once
 * the account exists they are signed in and continue where they were going.
 */
export function SignUpPanel({ source, prefill, emailLocked, returnTo, onLinkExpired }: SignUpPanelProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const onCreated = useAccountCreated(returnTo);
  return (
    <Card padding="lg" className="flex w-full max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('createAccount.title')}</h1>
        <p className="text-base text-ink-muted">{t('createAccount.lead')}</p>
      </div>
      <CreateAccountForm
        source={source}
        prefill={prefill}
        emailLocked={emailLocked}
        onCreated={onCreated}
        onLinkExpired={onLinkExpired}
        onSignInInstead={() => {
          openModal('LOGIN', { tab: 'phone' });
          void navigate(paths.home, { replace: true });
        }}
      />
    </Card>
  );
}

/** Signs the new person in, welcomes them and continues to `returnTo` (or the front page). */
export function useAccountCreated(returnTo: string | null): (user: User) => void {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  return (user: User) => {
    completeSignIn(user);
    showToast({ title: t('createAccount.created', { name: user.firstName }), tone: 'success' });
    void navigate(safeReturnPath(returnTo) ?? paths.home, { replace: true });
  };
}
