import { useTranslation } from 'react-i18next';
import { usePromoCode } from '../../../components/discounts/discounts-api.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { CustomerBooking } from '../api/booking-types.ts';
import { basePriceOre } from '../lib/booking-facts.ts';
import { bookedDiscountLines } from '../lib/discount-lines.ts';

const paidStatuses = new Set(['confirmed', 'done', 'paused']);

/** The price as lines that add up to the total, VAT included, and how it was paid. */
export function BookingPrice({ booking }: { booking: CustomerBooking }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const money = (ore: number) => formatMoney(ore, language);
  const row = 'flex items-baseline justify-between gap-4 py-2';
  // Only needed to split a code and a coupon into their own lines.
  const promo = usePromoCode(booking.promoCode && booking.couponId ? booking.promoCode : null);
  const discountLines = bookedDiscountLines(booking, promo.data?.percentage ?? null);
  const discounted = discountLines.length > 0;
  const unpaid = !paidStatuses.has(booking.status) && booking.status !== 'cancelled';
  const lineLabel = (kind: 'promo' | 'coupon' | 'discount') =>
    kind === 'promo' ? t('detail.price.promo', { code: booking.promoCode ?? '' }) : kind === 'coupon' ? t('detail.price.coupon') : t('detail.price.discount');
  return (
    <dl className="flex flex-col divide-y divide-border text-base">
      <div className={row}>
        <dt className="text-ink-soft">{t('detail.price.base')}</dt>
        <dd className="text-ink">{money(basePriceOre(booking))}</dd>
      </div>
      {booking.addons.map((addon, index) => (
        <div key={`${addon.title}-${index}`} className={row}>
          <dt className="text-ink-soft">{t('detail.price.addon', { title: addon.title, units: addon.units })}</dt>
          <dd className="text-ink">{money(addon.amountOre)}</dd>
        </div>
      ))}
      {discounted ? (
        <>
          {/* Without add-ons the base price above is already the list price. */}
          {booking.addons.length > 0 ? (
            <div className={row}>
              <dt className="text-ink-soft">{t('detail.price.listPrice')}</dt>
              <dd className="text-ink">{money(booking.listPriceOre)}</dd>
            </div>
          ) : null}
          {discountLines.map((line) => (
            <div key={line.kind} className={row} data-testid={`booking-discount-${line.kind}`}>
              <dt className="text-success-700">{lineLabel(line.kind)}</dt>
              <dd className="text-success-700">−{money(line.amountOre)}</dd>
            </div>
          ))}
        </>
      ) : null}
      <div className={row}>
        <dt className="font-semibold text-ink">{t(discounted && unpaid ? 'detail.price.toPay' : 'detail.price.total')}</dt>
        <dd className="text-lg font-semibold text-ink" data-testid="booking-price-total">
          {money(booking.priceOre)}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-sm text-ink-muted">{t('detail.price.vat')}</dt>
        <dd className="text-sm text-ink-muted">{money(booking.vatOre)}</dd>
      </div>
      {paidStatuses.has(booking.status) ? (
        <div className={row}>
          <dt className="text-ink-soft">{t('detail.price.paymentMethod')}</dt>
          <dd className="text-ink">{t(`detail.paymentMethod.${booking.paymentMethod}`)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
