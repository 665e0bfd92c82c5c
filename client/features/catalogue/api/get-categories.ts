import { useQuery } from '@tanstack/react-query';
import type { Category } from '#shared/catalogue/category.schema.ts';
import { api } from '../../../lib/api-client.ts';

export const categoriesQueryKey = ['explore', 'categories'] as const;

/** `GET /api/explore/categories` in display order. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const categories = await api.get<Category[]>('explore/categories', { signal });
  return [...categories].sort((a, b) => a.sortIndex - b.sortIndex);
}

/** Categories change rarely; keep them for ten minutes. */
export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  });
}
