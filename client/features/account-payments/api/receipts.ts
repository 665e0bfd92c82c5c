import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Receipt, ReceiptListItem } from '#shared/payments/payment.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { receiptsQueryKey } from '../../../components/payments/payments-api.ts';

/** The API client turns ISO date-times into `Date`. */
export type ReceiptRow = Omit<ReceiptListItem, 'paidAt'> & { paidAt: Date | null };
export type ReceiptView = Omit<Receipt, 'paidAt'> & { paidAt: Date | null };

/** `GET /api/payments/receipts?next=`: the customer's receipts, newest first, a page at a time. */
export function useReceipts() {
  return useInfiniteQuery({
    queryKey: receiptsQueryKey,
    queryFn: ({ pageParam, signal }) =>
      api.get<{ data: ReceiptRow[]; next: string | null }>('payments/receipts', { signal, query: pageParam ? { next: pageParam } : undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
}

/** `GET /api/payments/receipts/:bookingId`; null when there is no receipt for this person. */
export function useReceipt(bookingId: string) {
  return useQuery({
    queryKey: [...receiptsQueryKey, bookingId],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<ReceiptView>(`payments/receipts/${encodeURIComponent(bookingId)}`, { signal });
      } catch (error) {
        if (isApiError(error, 404) || isApiError(error, 400)) return null;
        throw error;
      }
    },
    retry: false,
  });
}
