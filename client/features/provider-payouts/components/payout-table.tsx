import { useTranslation } from 'react-i18next';
import type { OrgType } from '#shared/providers/registration.schema.ts';
import type { PayoutAmounts } from '#shared/payments/payout-statement.schema.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { PayoutLineView } from '../api/payouts.ts';

type AmountKey = keyof PayoutAmounts;

/** The columns in the order the calculation runs; only individuals are paid as salary. */
function columnsFor(orgType: OrgType): AmountKey[] {
  const salary: AmountKey[] = orgType === 'individual' ? ['employerContributionOre', 'grossSalaryOre'] : [];
  return ['salesPriceOre', 'vatOre', 'adminFeeOre', 'grossProfitOre', ...salary, 'paidOutOre'];
}

type PayoutTableProps = {
  caption: string;
  orgType: OrgType;
  lines: PayoutLineView[];
  totals: PayoutAmounts;
};

/** One row per done booking and a totals row; scrolls sideways on a narrow screen. */
export function PayoutTable({ caption, orgType, lines, totals }: PayoutTableProps) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const columns = columnsFor(orgType);
  const money = (ore: number) => formatMoney(ore, language);
  return (
    <>
      <p className="text-sm text-ink-muted sm:hidden">{t('payouts.scrollHint')}</p>
      {/* Focusable so a keyboard can scroll the table when it is wider than the screen. */}
      <div role="region" aria-label={caption} tabIndex={0} className="-mx-2 overflow-x-auto px-2 focus-visible:outline-3 focus-visible:outline-primary-500">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-border-strong text-left align-bottom text-ink-muted">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('payouts.columns.booking')}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="py-2 pl-3 text-right font-semibold">
                  {t(`payouts.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.bookingId} className="border-b border-border align-top">
                <th scope="row" className="min-w-40 py-3 pr-3 text-left font-normal">
                  <span className="block font-semibold text-ink">{line.serviceTitle}</span>
                  <span className="block text-ink-muted">{t('payouts.doneAt', { date: formatDate(line.doneAt, language) })}</span>
                  <span className="block text-ink-muted">{t('payouts.orderNumber', { number: line.orderNumber })}</span>
                </th>
                {columns.map((column) => (
                  <td key={column} className={column === 'paidOutOre' ? 'py-3 pl-3 text-right font-semibold whitespace-nowrap tabular-nums' : 'py-3 pl-3 text-right whitespace-nowrap tabular-nums'}>
                    {money(line[column])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-border-strong font-bold text-ink">
              <th scope="row" className="py-3 pr-3 text-left">
                {t('payouts.total', { count: lines.length })}
              </th>
              {columns.map((column) => (
                <td key={column} className={column === 'paidOutOre' ? 'py-3 pl-3 text-right whitespace-nowrap tabular-nums text-primary-800' : 'py-3 pl-3 text-right whitespace-nowrap tabular-nums'}>
                  {money(totals[column])}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
