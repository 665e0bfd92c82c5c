import { useMutation } from '@tanstack/react-query';
import type { SubscribeBody, SubscriptionDetail } from '#shared/subscriptions/subscription.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/subscriptions`: a recurring cleaning from the booking form; its first visit is booked like a booking. */
export function useCreateSubscription() {
  return useMutation({ mutationFn: (body: SubscribeBody) => api.post<SubscriptionDetail>('subscriptions', body, { dates: 'text' }) });
}
