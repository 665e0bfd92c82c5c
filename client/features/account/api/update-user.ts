import { useMutation } from '@tanstack/react-query';
import { userSchema, type UpdateUser } from '#shared/accounts/user.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { useStoreUser } from './set-user.ts';

/** `PATCH /api/user`: names, mobile, language and ordering as a business. */
export function useUpdateUser() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: async (changes: UpdateUser) => userSchema.parse(await api.patch('user', changes)),
    onSuccess: storeUser,
  });
}
