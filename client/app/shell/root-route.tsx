import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from '../../components/ui/toaster.tsx';
import { ModalHost } from '../modals/modal-host.tsx';
import { GuardUserContext } from './guard-user-context.ts';
import { useGuardUser } from './use-guard-user.ts';
import { useReturnAfterLogin } from './use-return-after-login.ts';

/** Top of every page: auth state, app-wide modals and toasts. */
export function RootRoute() {
  const user = useGuardUser();
  useReturnAfterLogin(user);
  return (
    <GuardUserContext value={user}>
      <Outlet />
      <ModalHost />
      <Toaster />
      <ScrollRestoration />
    </GuardUserContext>
  );
}
