import { useQuery } from '@tanstack/react-query';
import { categorySchema, type Category } from '#shared/catalogue/category.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/explore/categories/{id}`: the provider's category with its subcategory items. */
export function useProviderCategory(categoryId: string | undefined) {
  return useQuery({
    queryKey: ['explore', 'categories', categoryId],
    queryFn: async ({ signal }): Promise<Category> => categorySchema.parse(await api.get(`explore/categories/${categoryId}`, { signal })),
    enabled: Boolean(categoryId),
    staleTime: 10 * 60_000,
  });
}
