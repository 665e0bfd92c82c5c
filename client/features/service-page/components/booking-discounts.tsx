import { useId, type KeyboardEvent } from 'react';
import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { couponValueText, percentText } from '../../../components/discounts/coupon-value.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { BookingDiscounts as Discounts } from '../lib/use-booking-discounts.ts';

const noCoupon = 'none';

/**
 * A promo code to check and, for a signed-in customer with coupons, which coupon to use. The
 * price summary below shows what they take off.
 */
export function BookingDiscounts({ discounts, codeInputId }: { discounts: Discounts; codeInputId: string }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const errorText = useErrorText();
  const id = useId();
  const { code, promo, promoError, checking, coupons, couponId, couponError } = discounts;

  // Enter in the code field checks the code instead of sending the whole booking.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void discounts.apply();
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="text-base font-semibold text-ink">
        {t('discount.title')}
      </h3>
      <div className="flex items-start gap-2">
        <Input
          id={codeInputId}
          className="min-w-0 flex-1"
          label={t('discount.code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={code}
          error={promoError ? errorText(promoError) : undefined}
          onChange={(event) => discounts.changeCode(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="secondary" className="mt-6.5 shrink-0" loading={checking} loadingText={t('discount.checking')} disabled={!code.trim()} onClick={() => void discounts.apply()}>
          {t('discount.apply')}
        </Button>
      </div>
      <div aria-live="polite" className="empty:hidden">
        {promo ? (
          <p className="flex items-center gap-2 text-sm font-medium text-success-700" data-testid="promo-applied">
            <BadgePercent aria-hidden="true" className="size-4 shrink-0" />
            {t('discount.codeApplied', { code: promo.code, value: percentText(promo.percentage, language) })}
          </p>
        ) : null}
      </div>
      {coupons.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          <RadioCards<string>
            label={t('discount.coupon')}
            value={couponId ?? noCoupon}
            onValueChange={(value) => discounts.chooseCoupon(value === noCoupon ? null : value)}
            options={[
              { value: noCoupon, label: t('discount.noCoupon') },
              ...coupons.map((coupon) => ({
                value: coupon.id,
                label: `${coupon.title} (−${couponValueText(coupon, language)})`,
                description: coupon.expiresAt ? t('discount.couponExpires', { date: formatDate(coupon.expiresAt, language) }) : coupon.description,
              })),
            ]}
          />
          {couponError ? (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {errorText(couponError)}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
