import { useTranslation } from 'react-i18next';
import type { PublicService } from '#shared/explore/service.schema.ts';
import type { DiscountedPrice } from '#shared/payments/discounts.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { PriceSummary } from '../lib/booking-form.ts';
import { useServiceText } from '../lib/service-text.ts';

export type DiscountLabels = { promo: string | null; coupon: string | null };

/**
 * The price as it adds up: base price, each add-on, the promo code's and the coupon's cut, the
 * total and the VAT inside it. Read out when it changes, so a screen reader hears what an extra
 * costs or a code saves.
 */
export function BookingPriceSummary({
  service,
  summary,
  discounted,
  discountLabels,
}: {
  service: Pick<PublicService, 'priceType'>;
  summary: PriceSummary;
  discounted?: DiscountedPrice | null;
  discountLabels?: DiscountLabels;
}) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const text = useServiceText();
  const money = (ore: number) => formatMoney(ore, language);
  return (
    <section aria-labelledby="booking-summary-title" className="flex flex-col gap-3 rounded-xl bg-sunken p-4">
      <h3 id="booking-summary-title" className="text-base font-semibold text-ink">
        {t('summary.title')}
      </h3>
      <div aria-live="polite" aria-atomic="true" data-testid="booking-summary">
        {summary.ok ? (
          <>
          <dl className="flex flex-col gap-1.5 text-sm">
            {summary.price.lines.map((line) => (
              <div key={line.kind === 'base' ? 'base' : `addon-${line.addonIndex}`} className="flex justify-between gap-4">
                <dt className="text-ink-soft">{line.kind === 'base' ? t('summary.base') : t('summary.addonLine', { title: line.title ?? '', count: line.units })}</dt>
                <dd className="text-ink tabular-nums">{line.amountOre === 0 && line.kind === 'addon' ? t('summary.included') : money(line.amountOre)}</dd>
              </div>
            ))}
            {discounted?.lines.map((line) => (
              <div key={line.kind} className="flex justify-between gap-4 text-success-700" data-testid={`discount-${line.kind}`}>
                <dt>{discountLabels?.[line.kind] ?? t(line.kind === 'promo' ? 'summary.promo' : 'summary.coupon', { name: '' })}</dt>
                <dd className="tabular-nums">−{money(line.amountOre)}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4">
              <dt className="text-ink-soft">{t('summary.duration')}</dt>
              <dd className="text-ink">{text.duration(summary.durationMinutes)}</dd>
            </div>
            <div className="mt-1 flex justify-between gap-4 border-t border-border pt-2 text-base font-bold text-ink">
              <dt>{t('summary.total')}</dt>
              <dd className="tabular-nums" data-testid="booking-total">
                {money(discounted ? discounted.priceOre : summary.price.totalOre)}
              </dd>
            </div>
          </dl>
          <p className="mt-1 text-right text-sm text-ink-muted" data-testid="booking-vat">{t('summary.vat', { amount: money(discounted ? discounted.vatOre : summary.price.vatOre) })}</p>
          </>
        ) : (
          <p className="text-sm text-ink-soft">{t('summary.invalid')}</p>
        )}
      </div>
      {service.priceType === 'from' ? <p className="text-sm text-ink-muted">{t('summary.fromNote')}</p> : null}
    </section>
  );
}
