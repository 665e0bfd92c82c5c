import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
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

/**
 * Scroll restoration from the first move to another page on. On the page the app started on
 * there is nothing to restore, and React Router would scroll it to the top once its lazy page had
 * loaded: a visitor who scrolled a page the server rendered before the app took it over was thrown
 * back up, and a tap meant for a button landed on whatever was there then. The browser keeps that
 * page's position itself (and restores it on reload).
 */
function ScrollRestorationAfterFirstPage() {
  const location = useLocation();
  const [firstKey] = useState(location.key);
  return location.key === firstKey ? null : <ScrollRestoration />;
}

/** Top of every page: auth state, app-wide modals, toasts and the cookie question. */
export function RootRoute() {
  const user = useGuardUser();
  useReturnAfterLogin(user);
  return (
    <GuardUserContext value={user}>
      <Outlet />
      <ModalHost />
      <Toasts />
      <ConsentHost />
      <ScrollRestorationAfterFirstPage />
    </GuardUserContext>
  );
}
