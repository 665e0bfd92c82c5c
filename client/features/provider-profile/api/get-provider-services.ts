import { useQuery } from '@tanstack/react-query';
import type { ServiceCard } from '#shared/explore/service.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * `GET /api/provider/public/{idOrSlug}/services`: the provider's enabled services, most popular
 * first. Asked for with the same name as the profile so both load at once. A provider that is
 * not public has no services to show (404 → empty list; the profile itself says it is missing).
 */
export async function getProviderServices(idOrSlug: string, signal?: AbortSignal): Promise<ServiceCard[]> {
  try {
    return await api.get<ServiceCard[]>(`provider/public/${encodeURIComponent(idOrSlug)}/services`, { signal });
  } catch (error) {
    if (isApiError(error, 404)) return [];
    throw error;
  }
}

export function useProviderServices(idOrSlug: string) {
  return useQuery({
    queryKey: ['provider', 'public', idOrSlug, 'services'] as const,
    queryFn: ({ signal }) => getProviderServices(idOrSlug, signal),
    staleTime: 60_000,
  });
}
