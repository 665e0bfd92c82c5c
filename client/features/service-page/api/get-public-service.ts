import { useQuery } from '@tanstack/react-query';
import type { PublicService } from '#shared/explore/service.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** The shared contract as this client receives it: the API client turns date-times into `Date`. */
export type ServiceDetails = PublicService;

export const publicServiceQueryKey = (idOrSlug: string) => ['service', 'public', idOrSlug] as const;

/** `GET /api/service/public/{idOrSlug}`; `null` when there is no such public service (404). */
export async function getPublicService(idOrSlug: string, signal?: AbortSignal): Promise<ServiceDetails | null> {
  try {
    return await api.get<ServiceDetails>(`service/public/${encodeURIComponent(idOrSlug)}`, { signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function usePublicService(idOrSlug: string) {
  return useQuery({
    queryKey: publicServiceQueryKey(idOrSlug),
    queryFn: ({ signal }) => getPublicService(idOrSlug, signal),
    staleTime: 60_000,
  });
}
