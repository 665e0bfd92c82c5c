import { useMutation, useQuery } from '@tanstack/react-query';
import type { CategoryQuestion } from '#shared/catalogue/category-question.schema.ts';
import type { ProviderListing } from '#shared/explore/provider.schema.ts';
import type { CustomerRequest, CustomRequestDraft, CustomRequestDto } from '#shared/requests/custom-request.schema.ts';
import { api } from '../../../lib/api-client.ts';
import type { RequestDraft } from '../lib/request-draft.ts';

/** `GET /api/customRequests/categories/{id}`: the questions the category asks, in order. */
export function useCategoryQuestions(categoryId: string | undefined) {
  return useQuery({
    queryKey: ['customRequests', 'questions', categoryId],
    queryFn: ({ signal }) => api.get<CategoryQuestion[]>(`customRequests/categories/${encodeURIComponent(categoryId ?? '')}`, { signal }),
    enabled: Boolean(categoryId),
    staleTime: 10 * 60_000,
  });
}

/**
 * `POST /api/customRequests/draft`: the wizard's copy on the server, so the request survives
 * signing in and can be finished on another device. Saving is best effort: the browser keeps its
 * own copy, and a failed save must never stop the customer.
 */
export function saveDraftOnServer(draft: RequestDraft): Promise<CustomRequestDraft> {
  return api.post<CustomRequestDraft>('customRequests/draft', { id: draft.draftId, stage: draft.stage, customRequestDto: draft.customRequestDto });
}

/** `GET /api/customRequests/draft/{id}`: a draft saved on another device, or by the visitor before signing in. */
export function fetchDraftFromServer(id: string, signal?: AbortSignal): Promise<CustomRequestDraft> {
  return api.get<CustomRequestDraft>(`customRequests/draft/${encodeURIComponent(id)}`, { signal });
}

/**
 * `GET /api/explore/providers` for the category near the address: the providers the customer may
 * choose among. Without an address, every provider of the category.
 */
export function useRelevantProviders(categoryId: string | undefined, place: string | undefined) {
  return useQuery({
    queryKey: ['customRequests', 'providers', categoryId, place ?? null],
    queryFn: ({ signal }) =>
      api.get<{ data: ProviderListing[]; next: string | null }>('explore/providers', { query: { categories: categoryId, location: place, max: 20 }, signal }),
    enabled: Boolean(categoryId),
    staleTime: 60_000,
    select: (page) => page.data,
  });
}

/** `POST /api/customRequests`: the dto as JSON in `customRequestDto`, with up to five pictures as `files`. */
export function useSendCustomRequest() {
  return useMutation({
    mutationFn: ({ dto, pictures }: { dto: CustomRequestDto; pictures: readonly File[] }) => {
      const form = new FormData();
      form.append('customRequestDto', JSON.stringify(dto));
      for (const picture of pictures) form.append('files', picture, picture.name);
      return api.post<CustomerRequest>('customRequests', form);
    },
  });
}
