import { useTranslation } from 'react-i18next';
import { payoutRates } from '#shared/payments/payout-rates.ts';
import type { PayoutBreakdown } from '#shared/payments/payout.ts';
import type { OrgType } from '#shared/providers/registration.schema.ts';
import { cn } from '../../lib/class-names.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { formatNumber } from '../../lib/format/number.ts';
import { useLanguage } from '../../lib/use-language.ts';

type PayoutLinesProps = {
  payout: PayoutBreakdown;
  orgType: OrgType;
  /** The category's VAT as a fraction. */
  vatRate: number;
  serviceFeePercent: number;
  /** The withholding tax used for an individual, as a fraction. */
  taxRate: number;
  className?: string;
};

/**
 * The payout of one price line by line, as the price calculator shows it (spec §2 "service price
 * calculation"): the price calculator and the price-offer form show the same table.
 */
export function PayoutLines({ payout, orgType, vatRate, serviceFeePercent, taxRate, className }: PayoutLinesProps) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const money = (ore: number) => formatMoney(ore, language);
  const percent = (fraction: number) => `${formatNumber(fraction * 100, language)}\u00a0%`;
  const isIndividual = orgType === 'individual';
  const lines = [
    { key: 'salesPrice', label: t('pricing.lines.salesPrice'), amount: payout.salesPrice },
    { key: 'vat', label: t('pricing.lines.vat', { rate: percent(vatRate) }), amount: -payout.vat },
    { key: 'adminFee', label: t('pricing.lines.adminFee', { rate: percent(serviceFeePercent / 100) }), amount: -payout.adminFee },
    { key: 'grossProfit', label: t('pricing.lines.grossProfit'), amount: payout.grossProfit, subtotal: true },
    ...(isIndividual
      ? [
          {
            key: 'employerContribution',
            label: t('pricing.lines.employerContribution', { rate: percent(payoutRates.employerContributionRate) }),
            amount: -payout.employerContribution,
          },
          { key: 'grossSalary', label: t('pricing.lines.grossSalary'), amount: payout.grossSalary, subtotal: true },
          { key: 'tax', label: t('pricing.lines.tax', { rate: percent(taxRate) }), amount: -payout.tax },
        ]
      : [{ key: 'vatBack', label: t('pricing.lines.vatBack'), amount: payout.vat }]),
  ];
  return (
    <table className={cn('w-full border-collapse text-base', className)}>
      <caption className="sr-only">{t('pricing.breakdown.caption')}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('pricing.breakdown.line')}</th>
          <th scope="col">{t('pricing.breakdown.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} className={cn('border-b border-border', 'subtotal' in line && line.subtotal && 'font-semibold')}>
            <th scope="row" className="py-3 pr-4 text-left font-[inherit] text-ink">
              {line.label}
            </th>
            <td className="py-3 text-right tabular-nums whitespace-nowrap">{money(line.amount)}</td>
          </tr>
        ))}
        <tr className="text-lg font-bold text-primary-800">
          <th scope="row" className="py-3 pr-4 text-left">
            {t('pricing.lines.paidOut')}
          </th>
          <td className="py-3 text-right tabular-nums whitespace-nowrap">{money(payout.paidOut)}</td>
        </tr>
      </tbody>
    </table>
  );
}
