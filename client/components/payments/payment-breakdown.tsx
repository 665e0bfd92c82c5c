import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format/money.ts';
import { useLanguage } from '../../lib/use-language.ts';

export type PaymentBreakdownProps = {
  listPriceOre: number;
  discountOre: number;
  balanceOre: number;
  toPayOre: number;
};

/** The price and how it is paid: list price, discount, balance, and what is left to pay. */
export function PaymentBreakdown({ listPriceOre, discountOre, balanceOre, toPayOre }: PaymentBreakdownProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const money = (ore: number) => formatMoney(ore, language);
  return (
    <dl className="flex flex-col gap-1.5 rounded-lg bg-sunken p-4 text-sm" aria-live="polite" aria-atomic="true" data-testid="payment-breakdown">
      <div className="flex justify-between gap-4">
        <dt className="text-ink-soft">{t('breakdown.listPrice')}</dt>
        <dd className="text-ink tabular-nums">{money(listPriceOre)}</dd>
      </div>
      {discountOre > 0 ? (
        <div className="flex justify-between gap-4 text-success-700">
          <dt>{t('breakdown.discount')}</dt>
          <dd className="tabular-nums">−{money(discountOre)}</dd>
        </div>
      ) : null}
      {balanceOre > 0 ? (
        <div className="flex justify-between gap-4 text-success-700">
          <dt>{t('breakdown.balance')}</dt>
          <dd className="tabular-nums">−{money(balanceOre)}</dd>
        </div>
      ) : null}
      <div className="mt-1 flex justify-between gap-4 border-t border-border pt-2 text-base font-bold text-ink">
        <dt>{t('breakdown.toPay')}</dt>
        <dd className="tabular-nums" data-testid="payment-to-pay">
          {money(toPayOre)}
        </dd>
      </div>
    </dl>
  );
}
