import { useState } from 'react';
import { useLocation } from '../../../lib/navigation.tsx';
import { KeyRound, Mail, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '#shared/accounts/user.schema.ts';
import { safeReturnPath } from '#shared/auth/auth.schema.ts';
import { paths } from '#shared/routing/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useAuthConfig } from '../api/get-auth-config.ts';
import { oidcStartUrl } from '../api/create-account.ts';
import { useCompleteSignIn } from '../hooks/use-session.ts';
import { rememberOidcReturnTo } from '../oidc-return.ts';
import { useAuthStore } from '../store.ts';
import { EmailLoginForm } from './email-login-form.tsx';
import { PhoneLoginForm } from './phone-login-form.tsx';

export type LoginTab = 'phone' | 'email';

type LoginDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page to continue on after signing in; defaults to the remembered or the current page. */
  returnTo?: string;
  initialTab?: LoginTab;
};

/**
 * The LOGIN modal (spec §2, §4): a code by SMS or a link by e-mail, and a third-party login when
 * the server offers one. After sign-in the modal closes and the person continues where they were
 * sent from.
 */
export function LoginDialog({ open, onOpenChange, returnTo, initialTab = 'phone' }: LoginDialogProps) {
  const { t } = useTranslation(['auth', 'common']);
  const { config } = useAuthConfig();
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const completeSignIn = useCompleteSignIn();
  const location = useLocation();
  const rememberedReturnTo = useAuthStore((state) => state.returnTo);
  const here = location.pathname.startsWith(paths.verify) ? paths.home : `${location.pathname}${location.search}`;
  const target = safeReturnPath(returnTo ?? rememberedReturnTo) ?? here;

  const onSignedIn = (user: User) => {
    completeSignIn(user);
    showToast({ title: t('login.signedIn', { name: user.firstName }), tone: 'success' });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('login.title')} description={t('login.description')}>
      <div className="flex flex-col gap-5">
        <Tabs value={tab} onValueChange={(value) => setTab(value as LoginTab)}>
          <TabsList aria-label={t('login.methodsLabel')} className="grid grid-cols-2">
            <TabsTrigger value="phone" className="justify-center gap-2 px-2 whitespace-nowrap">
              <Smartphone aria-hidden="true" className="size-4 shrink-0" />
              {t('login.phone.tab')}
            </TabsTrigger>
            <TabsTrigger value="email" className="justify-center gap-2 px-2 whitespace-nowrap">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {t('login.email.tab')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="phone" className="pt-1">
            {config ? (
              <PhoneLoginForm captcha={config.captcha} onSignedIn={onSignedIn} onUseEmail={() => setTab('email')} />
            ) : (
              <div className="flex flex-col gap-4" aria-busy="true">
                <span className="sr-only">{t('common:state.loading')}</span>
                <Skeleton className="h-6 w-full" />
                <Skeleton className="h-12 w-full" />
                <Skeleton className="h-12 w-full" />
              </div>
            )}
          </TabsContent>
          <TabsContent value="email" className="pt-1">
            <EmailLoginForm returnTo={target} />
          </TabsContent>
        </Tabs>
        {config?.oidc.enabled ? (
          <>
            <div className="flex items-center gap-3 text-sm text-ink-muted">
              <span aria-hidden="true" className="h-px flex-1 bg-border" />
              <span>{t('login.or')}</span>
              <span aria-hidden="true" className="h-px flex-1 bg-border" />
            </div>
            <a
              href={oidcStartUrl(target)}
              onClick={() => rememberOidcReturnTo(target)}
              className={buttonClasses('secondary', 'md', 'w-full')}
            >
              <KeyRound aria-hidden="true" className="size-5" />
              {config.oidc.providerName ? t('login.oidc', { provider: config.oidc.providerName }) : t('login.oidcGeneric')}
            </a>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
