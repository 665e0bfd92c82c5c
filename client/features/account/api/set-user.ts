import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '#shared/accounts/user.schema.ts';
import { userQueryKey } from '../../../lib/query-keys.ts';

/** Every account change answers the whole user; it replaces the cached one at once. */
export function useStoreUser(): (user: User) => void {
  const queryClient = useQueryClient();
  return useCallback((user: User) => queryClient.setQueryData(userQueryKey, user), [queryClient]);
}
