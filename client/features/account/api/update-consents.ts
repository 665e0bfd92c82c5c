import { useMutation } from '@tanstack/react-query';
import { userSchema, type Consents } from '#shared/accounts/user.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { useStoreUser } from './set-user.ts';

/** `PUT /api/user/consents`: both privacy choices, always sent together. */
export function useUpdateConsents() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: async (consents: Consents) => userSchema.parse(await api.put('user/consents', consents)),
    onSuccess: storeUser,
  });
}
