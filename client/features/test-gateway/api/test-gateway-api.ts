import { useMutation, useQuery } from '@tanstack/react-query';
import type { TestCardBody, TestGatewaySession, TestPayAnswer } from '#shared/payments/test-gateway.schema.ts';
import { api } from '../../../lib/api-client.ts';

export type { TestGatewaySession, TestCardBody };

export type AuthenticateAnswer = { outcome: 'succeeded' | 'failed'; redirectUrl: string };

const base = (id: string) => `test-gateway/sessions/${encodeURIComponent(id)}`;

export const testSessionQueryKey = (id: string) => ['test-gateway', 'session', id] as const;

/** `GET /api/test-gateway/sessions/:id`: what the checkout asks the customer to pay. */
export function useTestSession(id: string) {
  return useQuery({
    queryKey: testSessionQueryKey(id),
    queryFn: ({ signal }) => api.get<TestGatewaySession>(base(id), { signal }),
    retry: false,
  });
}

export function usePayWithCard(id: string) {
  return useMutation({ mutationFn: (card: TestCardBody) => api.post<TestPayAnswer>(`${base(id)}/pay`, card) });
}

export function useAuthenticate(id: string) {
  return useMutation({ mutationFn: (approve: boolean) => api.post<AuthenticateAnswer>(`${base(id)}/authenticate`, { approve }) });
}

export function useCancelCheckout(id: string) {
  return useMutation({ mutationFn: () => api.post<{ redirectUrl: string }>(`${base(id)}/cancel`) });
}
