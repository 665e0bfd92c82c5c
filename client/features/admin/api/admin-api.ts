import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttentionBooking, Booking } from '#shared/bookings/booking.schema.ts';
import type { AdminLedgerKind, AdminLedgerRow, AdminLedgerSummary, GoodwillRefundBody } from '#shared/payments/admin-ledger.schema.ts';
import type { AdminProviderDetail, AdminProviderSummary, AdminUser, AuditLogEntry } from '#shared/providers/admin.schema.ts';
import type { ProviderStatus } from '#shared/providers/provider-me.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

type Page<T> = { data: T[]; next: string | null };

const adminKey = ['admin'] as const;
const providersKey = [...adminKey, 'providers'] as const;
const usersKey = [...adminKey, 'users'] as const;
const auditKey = [...adminKey, 'audit-log'] as const;

/** `GET /api/admin/providers?status=`: the review queue, one status at a time. */
export function useAdminProviders(status: ProviderStatus) {
  return useInfiniteQuery({
    queryKey: [...providersKey, 'list', status],
    queryFn: ({ pageParam, signal }) => api.get<Page<AdminProviderSummary>>('admin/providers', { query: { status, next: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useAdminProvider(id: string) {
  return useQuery({
    queryKey: [...providersKey, 'detail', id],
    queryFn: ({ signal }) => api.get<AdminProviderDetail>(`admin/providers/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}

/** The ID photo streams through an access-checked route; admins may read it. */
export const idPhotoUrl = (providerId: string) => `/api/provider/${encodeURIComponent(providerId)}/legal/id-photo`;

/** Approving, rejecting or withdrawing changes the queue and the detail; both are read again. */
function useReview<Variables>(call: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminKey] }),
  });
}

export function useApproveProvider() {
  return useReview((id: string) => api.post(`admin/providers/${encodeURIComponent(id)}/approve`));
}

export function useRejectProvider() {
  return useReview(({ id, reason }: { id: string; reason: string }) => api.post(`admin/providers/${encodeURIComponent(id)}/reject`, { reason }));
}

/**
 * `POST /api/admin/providers/:id/withdraw`: the provider is hidden and its open requests end, so
 * the bookings needing attention are read again too (everything under the admin key).
 */
export function useWithdrawApproval() {
  return useReview(({ id, reason }: { id: string; reason: string }) => api.post(`admin/providers/${encodeURIComponent(id)}/withdraw`, { reason }));
}

/** `GET /api/admin/users?q=`. */
export function useAdminUsers(query: string) {
  return useQuery({
    queryKey: [...usersKey, query],
    queryFn: ({ signal }) => api.get<{ data: AdminUser[] }>('admin/users', { query: { q: query || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBlockUser() {
  return useReview(({ id, message }: { id: string; message: string }) => api.post(`admin/users/${encodeURIComponent(id)}/block`, { message }));
}

export function useUnblockUser() {
  return useReview((id: string) => api.post(`admin/users/${encodeURIComponent(id)}/unblock`));
}

/** `GET /api/admin/audit-log?next=`, newest first, a page at a time. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: auditKey,
    queryFn: ({ pageParam, signal }) => api.get<Page<AuditLogEntry>>('admin/audit-log', { query: { next: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

const bookingsKey = [...adminKey, 'bookings'] as const;

/** `GET /api/admin/bookings?orderNumber=`: the booking a customer or provider quotes; `null` when none. */
export function useAdminBooking(orderNumber: string) {
  return useQuery({
    queryKey: [...bookingsKey, orderNumber],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<Booking>('admin/bookings', { query: { orderNumber }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: orderNumber.length > 0,
    retry: false,
  });
}

/**
 * `GET /api/admin/bookings/attention?next=`: confirmed bookings yet to start whose provider is
 * blocked or no longer approved, soonest first. Under the bookings key, so a cancellation or a
 * block reads it again.
 */
export function useBookingsNeedingAttention() {
  return useInfiniteQuery({
    queryKey: [...bookingsKey, 'attention'],
    queryFn: ({ pageParam, signal }) => api.get<Page<AttentionBooking>>('admin/bookings/attention', { query: { next: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

export function useCancelBookingAsAdmin() {
  return useReview(({ id, refundOre, reason }: { id: string; refundOre: number; reason: string }) =>
    api.post(`admin/bookings/${encodeURIComponent(id)}/cancel`, { refundOre, reason }),
  );
}

/** `POST /api/admin/bookings/:id/replace-provider`: the provider drops out and the customer gets a fixed-price replacement request. */
export function useReplaceProvider() {
  return useReview(({ id, reason }: { id: string; reason: string }) => api.post<Booking>(`admin/bookings/${encodeURIComponent(id)}/replace-provider`, { reason }));
}

const ledgerKey = [...adminKey, 'ledger'] as const;

/** `GET /api/admin/ledger?kind=&next=`: the movements of money, newest first; every kind without `kind`. */
export function useAdminLedger(kind: AdminLedgerKind | null) {
  return useInfiniteQuery({
    queryKey: [...ledgerKey, 'list', kind ?? 'all'],
    queryFn: ({ pageParam, signal }) => api.get<Page<AdminLedgerRow>>('admin/ledger', { query: { kind: kind ?? undefined, next: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/ledger/summary`: totals per kind and whether the ledger reconciles. */
export function useAdminLedgerSummary() {
  return useQuery({
    queryKey: [...ledgerKey, 'summary'],
    queryFn: ({ signal }) => api.get<AdminLedgerSummary>('admin/ledger/summary', { signal }),
  });
}

/**
 * `POST /api/admin/bookings/:id/refund`. The caller makes `requestId` once per refund it means and
 * sends the same one when retrying, so a retry after a lost answer does not refund twice.
 */
export function useGoodwillRefund() {
  return useReview(({ id, ...body }: { id: string } & Required<GoodwillRefundBody>) => api.post<Booking>(`admin/bookings/${encodeURIComponent(id)}/refund`, body));
}
