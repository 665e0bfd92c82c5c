import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { couponValueText } from '../../../components/discounts/coupon-value.ts';
import { useAvailableCoupons } from '../../../components/discounts/discounts-api.ts';
import { forgetPromoCode, storedPromoCode, storePromoCode } from '../../../components/discounts/promo-code-store.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { CustomerBooking } from '../api/booking-types.ts';
import { useChangeDiscount } from '../api/discounts.ts';

const noCoupon = 'none';

/** The promo code of an unpaid booking: type one in, or take off the one it has. */
function PromoCodePart({ booking }: { booking: CustomerBooking }) {
  const { t } = useTranslation('bookings');
  const errorText = useErrorText();
  const change = useChangeDiscount(booking.id);
  const [code, setCode] = useState(() => storedPromoCode() ?? '');

  if (booking.promoCode) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-base text-ink">{t('discount.codeInUse', { code: booking.promoCode })}</p>
        <Button
          variant="secondary"
          loading={change.isPending}
          loadingText={t('discount.saving')}
          onClick={() =>
            change.mutate(
              { kind: 'removePromoCode' },
              {
                onSuccess: () => {
                  setCode('');
                  showToast({ title: t('discount.codeRemoved'), tone: 'success' });
                },
              },
            )
          }
        >
          {t('discount.removeCode')}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    change.mutate(
      { kind: 'applyPromoCode', code },
      {
        onSuccess: (updated) => {
          if (updated.promoCode) storePromoCode(updated.promoCode);
          showToast({ title: t('discount.codeAdded'), tone: 'success' });
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="flex items-start gap-2">
      <Input
        className="min-w-0 flex-1"
        label={t('discount.code')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        value={code}
        error={change.error ? errorText(change.error) : undefined}
        onChange={(event) => {
          setCode(event.target.value);
          change.reset();
          if (!event.target.value.trim()) forgetPromoCode();
        }}
      />
      <Button type="submit" variant="secondary" className="mt-6.5 shrink-0" disabled={!code.trim()} loading={change.isPending} loadingText={t('discount.saving')}>
        {t('discount.apply')}
      </Button>
    </form>
  );
}

/** The coupon of an unpaid booking: one of the customer's free coupons, or none. */
function CouponPart({ booking }: { booking: CustomerBooking }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const errorText = useErrorText();
  const id = useId();
  const coupons = useAvailableCoupons({ bookingId: booking.id });
  const change = useChangeDiscount(booking.id);
  const applied = booking.couponId ?? noCoupon;
  const [chosen, setChosen] = useState(applied);
  const list = coupons.data ?? [];

  // Without the list there is nothing to choose from; the code above still works.
  if (coupons.isPending || coupons.isError) return null;
  if (list.length === 0 && !booking.couponId) return <p className="text-base text-ink-muted">{t('discount.noCoupons')}</p>;

  const save = () => {
    const change_ = chosen === noCoupon ? ({ kind: 'removeCoupon', id: applied } as const) : ({ kind: 'applyCoupon', id: chosen } as const);
    change.mutate(change_, {
      onSuccess: () => showToast({ title: t(chosen === noCoupon ? 'discount.couponRemoved' : 'discount.couponAdded'), tone: 'success' }),
    });
  };
  return (
    <div className="flex flex-col gap-3">
      <RadioCards<string>
        label={t('discount.coupon')}
        value={chosen}
        onValueChange={(value) => {
          setChosen(value);
          change.reset();
        }}
        options={[
          { value: noCoupon, label: t('discount.noCoupon') },
          ...list.map((coupon) => ({
            value: coupon.id,
            label: `${coupon.title} (−${couponValueText(coupon, language)})`,
            description: coupon.expiresAt ? t('discount.couponExpires', { date: formatDate(coupon.expiresAt, language) }) : coupon.description,
          })),
        ]}
      />
      {change.error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger-700">
          {errorText(change.error)}
        </p>
      ) : null}
      {chosen !== applied ? (
        <Button variant="secondary" className="self-start" loading={change.isPending} loadingText={t('discount.saving')} onClick={save}>
          {t(chosen === noCoupon ? 'discount.removeCoupon' : 'discount.useCoupon')}
        </Button>
      ) : null}
    </div>
  );
}

/** While a booking is unpaid, its customer may add or take off a promo code and a coupon. */
export function BookingDiscountSection({ booking }: { booking: CustomerBooking }) {
  return (
    <div className="flex flex-col gap-5">
      <PromoCodePart booking={booking} />
      <CouponPart booking={booking} />
    </div>
  );
}
