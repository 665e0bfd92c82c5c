import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicProviderSchema } from '#shared/explore/provider.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * The shared contract as this client receives it: the API client has already turned ISO
 * date-times into `Date`, which the contract's string check would refuse.
 */
export const providerDetailsSchema = publicProviderSchema;
export type ProviderDetails = z.infer<typeof providerDetailsSchema>;

export const publicProviderQueryKey = (idOrSlug: string) => ['provider', 'public', idOrSlug] as const;

/** `GET /api/provider/public/{idOrSlug}`; `null` when there is no such public provider (404). */
export async function getPublicProvider(idOrSlug: string, signal?: AbortSignal): Promise<ProviderDetails | null> {
  try {
    return providerDetailsSchema.parse(await api.get(`provider/public/${encodeURIComponent(idOrSlug)}`, { signal }));
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function usePublicProvider(idOrSlug: string) {
  return useQuery({
    queryKey: publicProviderQueryKey(idOrSlug),
    queryFn: ({ signal }) => getPublicProvider(idOrSlug, signal),
    staleTime: 60_000,
  });
}
