import { useBalance, useInvoiceEligibility, useSavedCards } from './payments-api.ts';
import type { PaymentOptions } from './payment-choice.ts';

/** Saved cards, balance and whether invoice is allowed, asked for once the customer is signed in. */
export function usePaymentOptions(enabled: boolean): PaymentOptions & { loading: boolean } {
  const cards = useSavedCards({ enabled });
  const balance = useBalance({ enabled });
  const invoice = useInvoiceEligibility({ enabled });
  return {
    cards: cards.data ?? [],
    balanceOre: balance.data ?? 0,
    invoiceAllowed: invoice.data?.allowed ?? false,
    loading: enabled && cards.isPending,
  };
}
