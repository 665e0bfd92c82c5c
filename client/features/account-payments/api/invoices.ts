import { useQuery } from '@tanstack/react-query';
import type { InvoiceSummary } from '#shared/payments/invoice.schema.ts';
import { api, apiBasePath } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** `GET /api/invoices`: the customer's invoices; none where invoices are not offered (404). */
export function useInvoices() {
  return useQuery({
    queryKey: ['invoices', 'mine'],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<InvoiceSummary[]>('invoices', { signal });
      } catch (error) {
        if (isApiError(error, 404)) return [];
        throw error;
      }
    },
    retry: false,
  });
}

export const invoicePdfUrl = (id: string) => `${apiBasePath}/invoices/${encodeURIComponent(id)}/pdf`;
