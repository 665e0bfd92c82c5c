import { useQuery } from '@tanstack/react-query';
import type { Paged } from '#shared/explore/paged.schema.ts';
import type { ProviderRating } from '#shared/explore/rating.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** A service page shows a handful; the provider's profile has them all. */
export const serviceRatingsShown = 3;

/** `GET /api/ratings/{providerId}?service=` (spec §7): the newest ratings of one service. */
export async function getServiceRatings(providerId: string, serviceId: string, signal?: AbortSignal): Promise<ProviderRating[]> {
  const page = await api.get<Paged<ProviderRating>>(`ratings/${encodeURIComponent(providerId)}`, {
    query: { service: serviceId, sort: 'latest', max: serviceRatingsShown },
    signal,
  });
  return page.data;
}

export function useServiceRatings(providerId: string, serviceId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['ratings', providerId, 'service', serviceId] as const,
    queryFn: ({ signal }) => getServiceRatings(providerId, serviceId, signal),
    enabled,
    staleTime: 60_000,
  });
}
