import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PayoutLine, PayoutStatement } from '#shared/payments/payout-statement.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** A statement as the client holds it: the API client revives `doneAt` into a `Date`. */
export type PayoutLineView = Omit<PayoutLine, 'doneAt'> & { doneAt: Date };
export type PayoutStatementView = Omit<PayoutStatement, 'lines'> & { lines: PayoutLineView[] };

export const payoutStatementQueryKey = (month: string) => ['provider', 'payouts', month] as const;

/** `GET /api/provider/payouts?month=YYYY-MM`: the own provider's statement for one Oslo month. */
export function usePayoutStatement(month: string) {
  return useQuery({
    queryKey: payoutStatementQueryKey(month),
    queryFn: ({ signal }) => api.get<PayoutStatementView>('provider/payouts', { query: { month }, signal }),
    // The month picker keeps the last table on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
