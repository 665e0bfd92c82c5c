import { KeyRound, LogOut, Mail, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '#shared/accounts/user.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatPhone } from '../../../lib/format/phone.ts';
import { useAuthConfig } from '../api/get-auth-config.ts';
import { useSignOut } from '../api/sign-out.ts';
import { useCompleteSignOut } from '../hooks/use-session.ts';

const methodIcons = { phone: Smartphone, email: Mail, oidc: KeyRound } as const;

/**
 * "Login and security" on the account page: the ways this person can sign in, signing out here,
 * and signing out on every device (for a lost phone or a shared computer).
 */
export function SecuritySettings({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { config } = useAuthConfig();
  const signOut = useSignOut();
  const completeSignOut = useCompleteSignOut();
  const errorText = useErrorText();

  const run = (everywhere: boolean) => {
    signOut.mutate(
      { everywhere },
      {
        onSuccess: async () => {
          await completeSignOut();
          showToast({ title: everywhere ? t('security.signedOutAll') : t('security.signedOut'), tone: 'success' });
        },
        onError: (error) => showToast({ title: errorText(error), tone: 'error' }),
      },
    );
  };

  const describe = (method: User['signInMethods'][number]) => {
    if (method === 'phone') return t('security.method.phone', { phone: formatPhone(user.phone, { countryCode: true }) });
    if (method === 'email') return t('security.method.email', { email: user.email });
    return config?.oidc.providerName
      ? t('security.method.oidc', { provider: config.oidc.providerName })
      : t('security.method.oidcGeneric');
  };

  const pendingEverywhere = signOut.isPending && signOut.variables?.everywhere === true;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h3 className="text-base font-semibold text-ink">{t('security.methods')}</h3>
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {user.signInMethods.map((method) => {
            const Icon = methodIcons[method];
            return (
              <li key={method} className="flex items-center gap-3 px-4 py-3">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
                <span className="min-w-0 text-base break-words text-ink">{describe(method)}</span>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-ink-muted">{t('security.signOutAllText')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => run(false)} loading={signOut.isPending && !pendingEverywhere}
            loadingText={t('security.signingOut')}
            disabled={signOut.isPending}>
            <LogOut aria-hidden="true" className="size-5" />
            {t('security.signOut')}
          </Button>
          <Button variant="secondary" onClick={() => run(true)} loading={pendingEverywhere}
            loadingText={t('security.signingOut')}
            disabled={signOut.isPending}>
            {t('security.signOutAll')}
          </Button>
        </div>
      </div>
    </div>
  );
}
