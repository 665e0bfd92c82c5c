import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicServiceSchema } from '#shared/explore/service.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * The shared contract as this client receives it: the API client has already turned ISO
 * date-times into `Date`, which the contract's string check would refuse.
 */
export const serviceDetailsSchema = publicServiceSchema;
export type ServiceDetails = z.infer<typeof serviceDetailsSchema>;

export const publicServiceQueryKey = (idOrSlug: string) => ['service', 'public', idOrSlug] as const;

/** `GET /api/service/public/{idOrSlug}`; `null` when there is no such public service (404). */
export async function getPublicService(idOrSlug: string, signal?: AbortSignal): Promise<ServiceDetails | null> {
  try {
    return serviceDetailsSchema.parse(await api.get(`service/public/${encodeURIComponent(idOrSlug)}`, { signal }));
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
