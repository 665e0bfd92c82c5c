import { useEffect } from 'react';
import { useNavigate } from '../../lib/navigation.tsx';
import { useAuthStore } from '../../features/auth/store.ts';
import { useModalStore } from '../../lib/modal-store.ts';
import { returnPathAfterLogin, type GuardUser } from '../routing/route-guards.ts';

/** Spec §2: after login the person continues on the page that asked them to log in. */
export function useReturnAfterLogin(user: GuardUser): void {
  const navigate = useNavigate();
  const returnTo = useAuthStore((state) => state.returnTo);
  const setReturnTo = useAuthStore((state) => state.setReturnTo);
  const signedIn = user.status === 'signed-in';

  useEffect(() => {
    if (!signedIn || !returnTo) return;
    setReturnTo(null);
    if (useModalStore.getState().current?.key === 'LOGIN') useModalStore.getState().close();
    void navigate(returnPathAfterLogin(returnTo), { replace: true });
  }, [signedIn, returnTo, setReturnTo, navigate]);
}
