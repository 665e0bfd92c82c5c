import { useMutation } from '@tanstack/react-query';
import { userSchema } from '#shared/accounts/user.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { useStoreUser } from './set-user.ts';

/** `DELETE /api/user/deletion`: withdraws a pending deletion request; the answer has `delete: null`. */
export function useCancelDeletion() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: async () => userSchema.parse(await api.delete('user/deletion')),
    onSuccess: storeUser,
  });
}
