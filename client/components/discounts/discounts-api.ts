import { useQuery } from '@tanstack/react-query';
import type { Coupon, PromoCode } from '#shared/payments/discounts.schema.ts';
import type { CouponDiscount } from '#shared/payments/discounts.ts';
import { api } from '../../lib/api-client.ts';

/** The API client turns ISO date-times into `Date`. */
export type CouponView = Omit<Coupon, 'expiresAt' | 'createdAt'> & { expiresAt: Date | null; createdAt: Date };

/** Every list of the signed-in customer's coupons; refetched after a booking takes or frees one. */
export const couponsQueryKey = ['coupons', 'available'] as const;

/**
 * `GET /api/coupons/available`: the caller's usable coupons, newest first. With `bookingId`, the
 * coupon that booking holds is listed too.
 */
export function useAvailableCoupons({ enabled = true, bookingId }: { enabled?: boolean; bookingId?: string } = {}) {
  return useQuery({
    queryKey: [...couponsQueryKey, bookingId ?? null],
    queryFn: async ({ signal }) => (await api.get<{ data: CouponView[] }>('coupons/available', { signal, query: bookingId ? { bookingId } : undefined })).data,
    enabled,
  });
}

/** `GET /api/promo-code/:code`: the enabled code (404 `error.promo.used_or_missing` otherwise). */
export function fetchPromoCode(code: string): Promise<PromoCode> {
  return api.get<PromoCode>(`promo-code/${encodeURIComponent(code.trim().toUpperCase())}`);
}

/** A code the booking already has: its percentage, for splitting the discount into lines. */
export function usePromoCode(code: string | null) {
  return useQuery({
    queryKey: ['promo-code', code],
    queryFn: () => fetchPromoCode(code ?? ''),
    enabled: Boolean(code),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** What `applyDiscounts` needs of a coupon: exactly one of its percentage and its amount. */
export function couponDiscount(coupon: Pick<Coupon, 'percentage' | 'amountOre'>): CouponDiscount {
  return coupon.amountOre !== null ? { amountOre: coupon.amountOre } : { percentage: coupon.percentage ?? 0 };
}
