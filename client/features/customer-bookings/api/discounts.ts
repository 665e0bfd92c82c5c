import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couponsQueryKey } from '../../../components/discounts/discounts-api.ts';
import { api } from '../../../lib/api-client.ts';
import { useStoreBooking } from './booking.ts';
import type { CustomerBooking } from './booking-types.ts';

export type DiscountChange =
  | { kind: 'applyPromoCode'; code: string }
  | { kind: 'removePromoCode' }
  | { kind: 'applyCoupon'; id: string }
  | { kind: 'removeCoupon'; id: string };

function bodyOf(change: DiscountChange): object {
  switch (change.kind) {
    case 'applyPromoCode':
      return { code: change.code.trim() };
    case 'removePromoCode':
      return {};
    default:
      return { id: change.id };
  }
}

/**
 * `POST /api/booking/customer/:id/{applyPromoCode,removePromoCode,applyCoupon,removeCoupon}`:
 * the answer is the booking with its price worked out again. Which coupons are free changes too.
 */
export function useChangeDiscount(id: string) {
  const store = useStoreBooking();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: DiscountChange) => api.post<CustomerBooking>(`booking/customer/${encodeURIComponent(id)}/${change.kind}`, bodyOf(change)),
    onSuccess: (booking) => {
      store(booking);
      void queryClient.invalidateQueries({ queryKey: couponsQueryKey });
    },
  });
}
