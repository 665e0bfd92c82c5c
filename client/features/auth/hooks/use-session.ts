import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/navigation.tsx';
import type { User } from '#shared/accounts/user.schema.ts';
import { paths } from '#shared/routing/paths.ts';
import { providerMeQueryKey, userQueryKey } from '../../../lib/query-keys.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useAuthStore } from '../store.ts';

/**
 * After a successful sign-in: the user is known at once (the guards let them in), the login
 * modal closes, and the user and provider lookups are asked for again from the server.
 */
export function useCompleteSignIn(): (user: User) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      queryClient.setQueryData(userQueryKey, user);
      useAuthStore.getState().setUser(user);
      if (useModalStore.getState().current?.key === 'LOGIN') useModalStore.getState().close();
      void queryClient.invalidateQueries({ queryKey: providerMeQueryKey });
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
    [queryClient],
  );
}

/**
 * After signing out: leave the private pages first (so the guards do not ask the person to log
 * in again), then forget everything that belonged to them.
 */
export function useCompleteSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    useAuthStore.getState().setSigningOut(true);
    useAuthStore.getState().setReturnTo(null);
    await navigate(paths.home, { replace: true });
    queryClient.removeQueries({ queryKey: providerMeQueryKey });
    queryClient.setQueryData(userQueryKey, null);
    useAuthStore.getState().setUser(null);
  }, [navigate, queryClient]);
}
