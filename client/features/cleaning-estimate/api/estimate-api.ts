import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CleaningEstimateEmailBody, CleaningEstimateRequest, CleaningEstimateResponse, CleaningMatches } from '#shared/cleaning/cleaning-estimate.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/cleaning/estimate`: the price of a cleaning (public). */
export function fetchEstimate(request: CleaningEstimateRequest, signal?: AbortSignal): Promise<CleaningEstimateResponse> {
  return api.post<CleaningEstimateResponse>('cleaning/estimate', request, { signal });
}

/**
 * The estimate the address describes. The previous answer stays on screen while the next loads,
 * so the price does not flicker as the extra-time counter moves.
 */
export function useEstimate(request: CleaningEstimateRequest | null) {
  return useQuery({
    queryKey: ['cleaning', 'estimate', request],
    queryFn: ({ signal }) => fetchEstimate(request!, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Checks step 2's inputs with the server (size, postal code area) before showing the price. */
export function useCheckEstimate() {
  return useMutation({ mutationFn: (request: CleaningEstimateRequest) => fetchEstimate(request) });
}

/** `POST /api/cleaning/estimate/email`: 202 once queued. */
export function useSendEstimateEmail() {
  return useMutation({ mutationFn: (body: CleaningEstimateEmailBody) => api.post<{ sent: true }>('cleaning/estimate/email', body) });
}

/** `POST /api/cleaning/estimate/matches`: the cleaners free for the estimated job, each with its price (public). */
export function useEstimateMatches(request: CleaningEstimateRequest | null) {
  return useQuery({
    queryKey: ['cleaning', 'matches', request],
    queryFn: ({ signal }) => api.post<CleaningMatches>('cleaning/estimate/matches', request!, { signal }),
    enabled: request !== null && Boolean(request.postalCode),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
