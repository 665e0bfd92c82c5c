import { useQuery } from '@tanstack/react-query';
import type { InvoiceEligibility } from '#shared/payments/invoice.schema.ts';
import type { PaymentView, SavedCard } from '#shared/payments/payment.schema.ts';
import { api } from '../../lib/api-client.ts';
import { isApiError } from '../../lib/api-error.ts';

export type { PaymentView, SavedCard, InvoiceEligibility };

export const savedCardsQueryKey = ['payments', 'cards'] as const;
export const balanceQueryKey = ['payments', 'balance'] as const;
export const invoiceEligibilityQueryKey = ['invoices', 'eligibility'] as const;
export const receiptsQueryKey = ['payments', 'receipts'] as const;

export function useSavedCards({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: savedCardsQueryKey,
    queryFn: ({ signal }) => api.get<SavedCard[]>('payments/cards', { signal }),
    enabled,
  });
}

/** The account balance in øre; 0 when it cannot be read, so paying never waits on it. */
export function useBalance({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: balanceQueryKey,
    queryFn: async ({ signal }) => (await api.get<{ balanceOre: number }>('payments/balance', { signal })).balanceOre,
    enabled,
  });
}

/** Whether the customer may pay by invoice; a server without invoices answers 404, read as no. */
export function useInvoiceEligibility({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: invoiceEligibilityQueryKey,
    queryFn: async ({ signal }): Promise<InvoiceEligibility> => {
      try {
        return await api.get<InvoiceEligibility>('invoices/eligibility', { signal });
      } catch (error) {
        if (isApiError(error, 404)) return { allowed: false, orgNumber: null, companyName: null };
        throw error;
      }
    },
    enabled,
    retry: false,
  });
}

/** Asks the gateway how the payment went (the customer is back before its message may be). */
export function refreshPayment(id: string): Promise<PaymentView> {
  return api.post<PaymentView>(`payments/${encodeURIComponent(id)}/refresh`);
}

/** Sends the browser to the payment provider's checkout. Kept in one place so tests can replace it. */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
