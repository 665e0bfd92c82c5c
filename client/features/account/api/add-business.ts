import { useMutation } from '@tanstack/react-query';
import { userSchema } from '#shared/accounts/user.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { useStoreUser } from './set-user.ts';

/**
 * `POST /api/user/add-business?orgNumber=`: looks the number up in the business register and
 * turns on ordering as a business. 400 issues `error.org_number.provide_valid` / `not_found`.
 */
export function useAddBusiness() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: async (orgNumber: string) => userSchema.parse(await api.post('user/add-business', undefined, { query: { orgNumber } })),
    onSuccess: storeUser,
  });
}
