import { useMutation } from '@tanstack/react-query';
import { userSchema } from '#shared/accounts/user.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { useStoreUser } from './set-user.ts';

/** `DELETE /api/user`: asks for the account to be deleted; the answer carries `delete.requestedAt`. */
export function useRequestDeletion() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: async () => userSchema.parse(await api.delete('user')),
    onSuccess: storeUser,
  });
}
