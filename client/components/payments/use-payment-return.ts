import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isOpenPayment } from '#shared/payments/payment-status.ts';
import { bookingQueryKey, customerBookingsQueryKey } from '../../lib/query-keys.ts';
import { balanceQueryKey, refreshPayment, savedCardsQueryKey } from './payments-api.ts';

/** How often and how long the page asks while the gateway has not decided. */
export const paymentPollMs = 1000;
export const paymentPollLimitMs = 15_000;

/**
 * - `checking`: asking the gateway, or it has not decided yet;
 * - `succeeded` / `failed`: decided (`failed` covers a given-up payment too);
 * - `undecided`: still open after the time we wait; the customer may check again;
 * - `unknown`: the payment could not be read (not theirs, or the network).
 */
export type PaymentReturnState = 'none' | 'checking' | 'succeeded' | 'failed' | 'undecided' | 'unknown';

/**
 * Back from the card checkout with `?betaling=<id>`: asks the server to check the payment with
 * the gateway (the gateway's own message may still be on its way), about every second for up to
 * 15 seconds while it is open. Once decided, the booking and the lists are fetched again.
 */
export function usePaymentReturn(paymentId: string | null, bookingId: string | null) {
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const query = useQuery({
    queryKey: ['payments', 'refresh', paymentId, round],
    queryFn: () => refreshPayment(paymentId ?? ''),
    enabled: Boolean(paymentId),
    retry: false,
    gcTime: 0,
    refetchInterval: (current) => (!timedOut && current.state.data && isOpenPayment(current.state.data.status) ? paymentPollMs : false),
  });

  useEffect(() => {
    if (!paymentId) return undefined;
    const timer = setTimeout(() => setTimedOut(true), paymentPollLimitMs);
    return () => clearTimeout(timer);
  }, [paymentId, round]);

  const status = query.data?.status;
  const decided = status !== undefined && !isOpenPayment(status);
  useEffect(() => {
    if (!decided) return;
    if (bookingId) void queryClient.invalidateQueries({ queryKey: bookingQueryKey(bookingId) });
    void queryClient.invalidateQueries({ queryKey: customerBookingsQueryKey });
    void queryClient.invalidateQueries({ queryKey: savedCardsQueryKey });
    void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
  }, [decided, bookingId, queryClient]);

  let state: PaymentReturnState;
  if (!paymentId) state = 'none';
  else if (query.isError) state = 'unknown';
  else if (status === 'succeeded') state = 'succeeded';
  else if (status === 'failed' || status === 'canceled') state = 'failed';
  else state = timedOut ? 'undecided' : 'checking';

  return {
    state,
    payment: query.data ?? null,
    /** Asks again for another while, after "undecided". */
    checkAgain: () => {
      setTimedOut(false);
      setRound((current) => current + 1);
    },
  };
}
