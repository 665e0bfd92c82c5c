import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { providerMeQueryKey } from '../../../lib/query-keys.ts';

/** Enough of `GET /api/provider/me` to know the person is a provider (or is registering as one). */
export type ProviderMe = { id: string; status: 'draft' | 'pending' | 'approved' | 'rejected' };

/**
 * Someone still filling in the registration, or correcting one that was not approved, is not yet
 * a provider: /register stays open to them.
 */
export function isRegisteredProvider(provider: ProviderMe | null | undefined): boolean {
  return Boolean(provider) && provider?.status !== 'draft' && provider?.status !== 'rejected';
}

/** The signed-in person's provider, or `null` when they are not one (404) or not allowed (401/403). */
export async function getProviderMe(signal?: AbortSignal): Promise<ProviderMe | null> {
  try {
    return await api.get<ProviderMe>('provider/me', { signal });
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 403) || isApiError(error, 401)) return null;
    throw error;
  }
}

/** Spec §7: the provider-me fetch does not retry. Only asked for when someone is signed in. */
export function useProviderMe(enabled: boolean) {
  return useQuery({
    queryKey: providerMeQueryKey,
    queryFn: ({ signal }) => getProviderMe(signal),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}
