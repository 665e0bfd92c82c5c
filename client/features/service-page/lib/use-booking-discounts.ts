import { useCallback, useEffect, useRef, useState } from 'react';
import type { PromoCode } from '#shared/payments/discounts.schema.ts';
import { fetchPromoCode, useAvailableCoupons } from '../../../components/discounts/discounts-api.ts';
import { forgetPromoCode, storedPromoCode, storePromoCode } from '../../../components/discounts/promo-code-store.ts';
import { isApiError } from '../../../lib/api-error.ts';
import type { FieldError } from '../../../lib/form-errors.ts';

export const promoRefusedKey = 'error.promo.used_or_missing';

/**
 * The booking form's promo code and coupon. A code is checked with the server before its cut is
 * shown; a remembered one (from a `?kode=` link) is filled in and checked when the form opens.
 */
export function useBookingDiscounts(signedIn: boolean) {
  const [code, setCode] = useState(() => storedPromoCode() ?? '');
  const [promo, setPromo] = useState<PromoCode | null>(null);
  const [promoError, setPromoError] = useState<unknown>(null);
  const [checking, setChecking] = useState(false);
  const [couponId, setCouponId] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<FieldError | null>(null);
  const coupons = useAvailableCoupons({ enabled: signedIn });
  const latest = useRef(0);

  const check = useCallback(async (value: string) => {
    const typed = value.trim();
    if (!typed) return;
    const call = ++latest.current;
    setChecking(true);
    setPromoError(null);
    try {
      const found = await fetchPromoCode(typed);
      if (call !== latest.current) return;
      setPromo(found);
      storePromoCode(found.code);
    } catch (error) {
      if (call !== latest.current) return;
      setPromo(null);
      setPromoError(isApiError(error, 404) ? { key: promoRefusedKey } : error);
    } finally {
      if (call === latest.current) setChecking(false);
    }
  }, []);

  const initial = useRef(code);
  useEffect(() => {
    if (initial.current) void check(initial.current);
  }, [check]);

  const changeCode = (value: string) => {
    latest.current += 1;
    setChecking(false);
    setCode(value);
    setPromo(null);
    setPromoError(null);
    // Emptying the field is how a remembered code is dropped.
    if (!value.trim()) forgetPromoCode();
  };

  const chooseCoupon = (id: string | null) => {
    setCouponId(id);
    setCouponError(null);
  };

  /** The server refused the code or the coupon when booking: undo it and say so beside it. */
  const refused = () => {
    if (promo) {
      setPromo(null);
      setPromoError({ key: promoRefusedKey });
      return 'promo' as const;
    }
    setCouponId(null);
    setCouponError({ key: promoRefusedKey });
    void coupons.refetch();
    return 'coupon' as const;
  };

  const couponList = coupons.data ?? [];
  const coupon = couponList.find((candidate) => candidate.id === couponId) ?? null;
  return { code, changeCode, apply: () => check(code), checking, promo, promoError, coupons: couponList, coupon, couponId: coupon ? coupon.id : null, chooseCoupon, couponError, refused };
}

export type BookingDiscounts = ReturnType<typeof useBookingDiscounts>;
