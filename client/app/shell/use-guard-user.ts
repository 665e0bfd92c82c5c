import { useEffect } from 'react';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { isRegisteredProvider, useProviderMe } from '../../features/auth/api/get-provider-me.ts';
import { useAuthStore } from '../../features/auth/store.ts';
import type { GuardUser } from '../routing/route-guards.ts';

/**
 * Reads who is signed in from the server, mirrors it into the auth store, and describes it
 * the way the route guards need. A failed user call counts as signed out.
 */
export function useGuardUser(): GuardUser {
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const provider = useProviderMe(signedIn);
  const setUser = useAuthStore((state) => state.setUser);

  useEffect(() => {
    if (!user.isPending) setUser(user.data ?? null);
  }, [user.isPending, user.data, setUser]);

  if (user.isPending) return { status: 'loading' };
  if (!user.data) return { status: 'signed-out' };
  return {
    status: 'signed-in',
    isBlocked: user.data.isBlocked,
    isProvider: provider.isPending ? 'loading' : isRegisteredProvider(provider.data),
  };
}
