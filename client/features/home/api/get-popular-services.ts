import { useQuery } from '@tanstack/react-query';
import type { Paged } from '#shared/explore/paged.schema.ts';
import type { ServiceCard } from '#shared/explore/service.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** Two rows of four on a wide screen. */
export const popularServicesCount = 8;

/** `GET /api/explore/services?sort=popularity&max=8`: the first page is all the front page needs. */
export async function getPopularServices(signal?: AbortSignal): Promise<ServiceCard[]> {
  const page = await api.get<Paged<ServiceCard>>('explore/services', { query: { sort: 'popularity', max: popularServicesCount }, signal });
  return page.data;
}

/** Popularity moves slowly; five minutes old is fresh enough for the front page. */
export function usePopularServices() {
  return useQuery({
    queryKey: ['explore', 'services', 'popular'] as const,
    queryFn: ({ signal }) => getPopularServices(signal),
    staleTime: 5 * 60_000,
  });
}
