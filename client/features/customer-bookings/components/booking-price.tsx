import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { CustomerBooking } from '../api/booking-types.ts';
import { basePriceOre } from '../lib/booking-facts.ts';

const paidStatuses = new Set(['confirmed', 'done', 'paused']);

/** The price as lines that add up to the total, VAT included, and how it was paid. */
export function BookingPrice({ booking }: { booking: CustomerBooking }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const money = (ore: number) => formatMoney(ore, language);
  const row = 'flex items-baseline justify-between gap-4 py-2';
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
      <div className={row}>
        <dt className="font-semibold text-ink">{t('detail.price.total')}</dt>
        <dd className="text-lg font-semibold text-ink">{money(booking.priceOre)}</dd>
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
