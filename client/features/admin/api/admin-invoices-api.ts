import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminInvoiceRow, InvoiceImportResult, InvoiceStatusValue, InvoiceSummary } from '#shared/payments/invoice.schema.ts';
import { api } from '../../../lib/api-client.ts';

type Page<T> = { data: T[]; next: string | null };

const invoicesKey = ['admin', 'invoices'] as const;
/** Paying an invoice adds a charge to the ledger, so the payments tab is read again too. */
const ledgerKey = ['admin', 'ledger'] as const;

/** `GET /api/admin/invoices?status=&next=`: every status when `status` is null. */
export function useAdminInvoices(status: InvoiceStatusValue | null) {
  return useInfiniteQuery({
    queryKey: [...invoicesKey, 'list', status ?? 'all'],
    queryFn: ({ pageParam, signal }) => api.get<Page<AdminInvoiceRow>>('admin/invoices', { query: { status: status ?? undefined, next: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    placeholderData: keepPreviousData,
  });
}

function useInvoiceChange<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: [...invoicesKey] }), queryClient.invalidateQueries({ queryKey: [...ledgerKey] })]);
    },
  });
}

/** `POST /api/admin/invoices/:id/mark-paid`. */
export function useMarkInvoicePaid() {
  return useInvoiceChange((id: string) => api.post<InvoiceSummary>(`admin/invoices/${encodeURIComponent(id)}/mark-paid`));
}

/** `POST /api/admin/invoices/import`: the bank's OCR file as text. */
export function useImportOcrFile() {
  return useInvoiceChange((text: string) => api.post<InvoiceImportResult>('admin/invoices/import', { text }));
}
