import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocationLookup } from '#shared/locations/location-lookup.schema.ts';
import type { ProviderMe } from '#shared/providers/provider-me.schema.ts';
import type { LegalInfoSubmission, PartialRegistration } from '#shared/providers/registration.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { providerMeQueryKey } from '../../../lib/query-keys.ts';

/**
 * `GET /api/provider/me` under the key the route guards read, so a saved stage updates what they
 * see. `null` when the person has not started registering (404).
 */
export async function getOwnProvider(signal?: AbortSignal): Promise<ProviderMe | null> {
  try {
    return await api.get<ProviderMe>('provider/me', { signal });
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 403) || isApiError(error, 401)) return null;
    throw error;
  }
}

export function useOwnProvider(enabled: boolean) {
  return useQuery({
    queryKey: providerMeQueryKey,
    queryFn: ({ signal }) => getOwnProvider(signal),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

/** `POST /api/provider/partial`: saves the registration so far, to resume on any device. */
export function useSavePartialRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartialRegistration) => api.post<ProviderMe>('provider/partial', body),
    onSuccess: (provider) => queryClient.setQueryData(providerMeQueryKey, provider),
  });
}

/**
 * `POST /api/provider/{id}/legal`: the whole legal info with the ID photo, which sends the
 * registration for review. The cached provider is left as a draft on purpose: the route guards
 * send pending providers away from /register, and the person should see the thank-you first.
 */
export function useSubmitLegalInfo() {
  return useMutation({
    mutationFn: ({ providerId, legal, idPhoto }: { providerId: string; legal: LegalInfoSubmission; idPhoto: File | null }) => {
      const form = new FormData();
      form.append('legal', JSON.stringify(legal));
      if (idPhoto) form.append('idPhoto', idPhoto, idPhoto.name);
      return api.post<ProviderMe>(`provider/${encodeURIComponent(providerId)}/legal`, form);
    },
  });
}

/** The place of a postal code, for feedback beside the field; unknown codes just show nothing. */
export function usePostalPlace(postalCode: string) {
  const valid = /^\d{4}$/.test(postalCode);
  return useQuery({
    queryKey: ['location', 'lookup', postalCode],
    queryFn: ({ signal }) => api.get<LocationLookup>('location/lookup', { query: { q: postalCode }, signal }),
    enabled: valid,
    retry: false,
    staleTime: Infinity,
    select: (lookup) => lookup.place,
  });
}
