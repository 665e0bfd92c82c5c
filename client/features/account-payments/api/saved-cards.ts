import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { savedCardsQueryKey } from '../../../components/payments/payments-api.ts';

export { useSavedCards } from '../../../components/payments/payments-api.ts';

/** `POST /api/payments/cards/setup`: where the customer adds a card (the gateway's checkout). */
export function useStartCardSetup() {
  return useMutation({ mutationFn: () => api.post<{ checkoutUrl: string }>('payments/cards/setup') });
}

/** `POST /api/payments/cards/:id/default`. */
export function useMakeDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<unknown>(`payments/cards/${encodeURIComponent(id)}/default`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedCardsQueryKey }),
  });
}

/** `DELETE /api/payments/cards/:id`. */
export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`payments/cards/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedCardsQueryKey }),
  });
}
