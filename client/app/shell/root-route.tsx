import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useToastStore } from '../../components/ui/toast-store.ts';
import { ConsentHost } from '../../features/consent/consent-host.tsx';
import { ModalHost } from '../modals/modal-host.tsx';
import { GuardUserContext } from './guard-user-context.ts';
import { useGuardUser } from './use-guard-user.ts';
import { useReturnAfterLogin } from './use-return-after-login.ts';
import { withLaterTexts } from '../../lib/i18n.ts';

// The toast stack (Radix Toast) loads with the first toast: most visits never show one.
const Toaster = lazy(withLaterTexts(() => import('../../components/ui/toaster.tsx').then((module) => ({ default: module.Toaster }))));

/** Mounts the toast stack once something is to be shown, and keeps it from then on. */
function Toasts() {
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Top of every page: auth state, app-wide modals, toasts and the cookie question around the page (`children`). */
export function RootRoute({ children }: { children: ReactNode }) {
  const user = useGuardUser();
  useReturnAfterLogin(user);
  return (
    <GuardUserContext value={user}>
      {children}
      <ModalHost />
      <Toasts />
      <ConsentHost />
    </GuardUserContext>
  );
}
