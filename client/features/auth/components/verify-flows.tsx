import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '../../../lib/navigation.tsx';
import { KeyRound, LinkIcon, RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { safeReturnPath } from '#shared/auth/auth.schema.ts';
import { paths } from '#shared/routing/paths.ts';
import { PlaceholderPage } from '../../../components/layout/placeholder-page.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { openModal } from '../../../lib/modal-store.ts';
import { oidcStartUrl, useOidcPending } from '../api/create-account.ts';
import { useAuthConfig } from '../api/get-auth-config.ts';
import { useCheckLoginLink } from '../api/login-link.ts';
import { useCompleteSignIn } from '../hooks/use-session.ts';
import { readOidcReturnTo, rememberOidcReturnTo } from '../oidc-return.ts';
import { useAuthStore } from '../store.ts';
import { SignUpPanel } from './sign-up-panel.tsx';

/** A centred column for the pages of the sign-in flow. */
function FlowColumn({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-content flex-1 flex-col items-center px-4 py-8 sm:px-6 sm:py-12">{children}</div>;
}

/** While the link or the third-party answer is being checked. */
export function SigningIn() {
  const { t } = useTranslation('auth');
  return (
    <PlaceholderPage
      icon={<Spinner />}
      title={t('verify.checking')}
      description={<span role="status">{t('verify.checkingText')}</span>}
    />
  );
}

/**
 * The login link ran out or was used (spec §8: "Login link expired after 15 minutes: a new link
 * is offered"). "Get new link" opens the e-mail sign-in on the front page.
 */
export function ExpiredLink() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  return (
    <PlaceholderPage
      icon={<LinkIcon aria-hidden="true" />}
      title={t('verify.expired.title')}
      description={t('errors:error.auth.link_expired')}
      action={
        <Button
          onClick={() => {
            openModal('LOGIN', { tab: 'email' });
            void navigate(paths.home, { replace: true });
          }}
        >
          {t('verify.expired.newLink')}
        </Button>
      }
    />
  );
}

/** `/verify?token=`: signs in with the link, or lets a new person create their account. */
export function LinkVerification({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const check = useCheckLoginLink(token);
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const setNewAccount = useAuthStore((state) => state.setNewAccount);
  const [linkExpired, setLinkExpired] = useState(false);
  const handled = useRef(false);
  const answer = check.data;

  useEffect(() => {
    if (!answer || handled.current) return;
    handled.current = true;
    if (answer.newAccount) {
      setNewAccount(answer.email);
      return;
    }
    completeSignIn(answer.user);
    showToast({ title: t('login.signedIn', { name: answer.user.firstName }), tone: 'success' });
    void navigate(safeReturnPath(answer.returnTo) ?? paths.home, { replace: true });
  }, [answer, completeSignIn, navigate, setNewAccount, t]);

  if (linkExpired || isApiError(check.error, 410)) return <ExpiredLink />;
  if (check.isError) return <SignInProblem onRetry={() => void check.refetch()} />;
  if (!answer || !answer.newAccount) return <SigningIn />;
  return (
    <FlowColumn>
      <SignUpPanel
        source={{ kind: 'link', token }}
        prefill={{ email: answer.email }}
        emailLocked
        returnTo={answer.returnTo}
        onLinkExpired={() => setLinkExpired(true)}
      />
    </FlowColumn>
  );
}

/** Checking the link failed for another reason than expiry (network, server). */
function SignInProblem({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  return (
    <PlaceholderPage
      icon={<TriangleAlert aria-hidden="true" />}
      title={t('verify.failed.title')}
      description={t('verify.failed.text')}
      action={
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-5" />
          {t('errors:error.generic.retry')}
        </Button>
      }
    />
  );
}

/**
 * `/verify?oidc=1` (a new person after the third-party login: create the account with what the
 * provider told us) and `/verify?oidc=error` (the login failed: try again or use another way).
 */
export function OidcReturn({ status }: { status: 'new' | 'error' }) {
  const pending = useOidcPending(status === 'new');
  const [remembered] = useState(readOidcReturnTo);
  if (status === 'error' || pending.isError) return <OidcProblem returnTo={remembered} />;
  if (!pending.data) return <SigningIn />;
  return (
    <FlowColumn>
      <SignUpPanel
        source={{ kind: 'oidc' }}
        prefill={pending.data}
        // A verified address from the provider is the account's address; without one, ask.
        emailLocked={Boolean(pending.data.email)}
        returnTo={pending.data.returnTo ?? remembered}
      />
    </FlowColumn>
  );
}

function OidcProblem({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation('auth');
  const { config } = useAuthConfig();
  const navigate = useNavigate();
  const provider = config?.oidc.providerName ?? t('verify.oidcError.someProvider');
  return (
    <PlaceholderPage
      icon={<KeyRound aria-hidden="true" />}
      title={t('verify.oidcError.title')}
      description={t('verify.oidcError.text', { provider })}
      action={
        <>
          <a
            href={oidcStartUrl(returnTo ?? paths.home)}
            onClick={() => rememberOidcReturnTo(returnTo ?? paths.home)}
            className={buttonClasses('primary')}
          >
            <RotateCcw aria-hidden="true" className="size-5" />
            {t('verify.oidcError.retry')}
          </a>
          <Button
            variant="secondary"
            onClick={() => {
              openModal('LOGIN', returnTo ? { returnTo } : {});
              void navigate(paths.home, { replace: true });
            }}
          >
            {t('verify.oidcError.otherWay')}
          </Button>
        </>
      }
    />
  );
}
