import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { scheduleSchema, type Schedule } from '#shared/providers/schedule.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { providerMeQueryKey } from '../../../lib/query-keys.ts';

/**
 * The signed-in provider's id, or `null` when the person is none. Shares its cache entry with
 * the shell's guard, which stores the same answer under the same key.
 */
export function useOwnProviderId() {
  return useQuery({
    queryKey: providerMeQueryKey,
    queryFn: async ({ signal }): Promise<{ id: string } | null> => {
      try {
        return await api.get<{ id: string }>('provider/me', { signal });
      } catch (error) {
        if (isApiError(error, 404) || isApiError(error, 403) || isApiError(error, 401)) return null;
        throw error;
      }
    },
    retry: false,
    staleTime: 60_000,
    select: (provider) => provider?.id ?? null,
  });
}

const scheduleQueryKey = (providerId: string) => ['provider', providerId, 'schedule'] as const;

/** `GET /api/provider/{id}/schedule`. */
export function useSchedule(providerId: string | null | undefined) {
  return useQuery({
    queryKey: scheduleQueryKey(providerId ?? ''),
    queryFn: async ({ signal }) => scheduleSchema.parse(await api.get(`provider/${providerId}/schedule`, { signal })),
    enabled: Boolean(providerId),
  });
}

/** `PUT /api/provider/{id}/schedule`: the whole schedule at once. */
export function useSaveSchedule(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (schedule: Schedule) => scheduleSchema.parse(await api.put(`provider/${providerId}/schedule`, schedule)),
    onSuccess: (saved) => queryClient.setQueryData(scheduleQueryKey(providerId), saved),
  });
}
