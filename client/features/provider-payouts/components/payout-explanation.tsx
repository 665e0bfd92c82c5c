import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation.tsx';
import { payoutRates } from '#shared/payments/payout-rates.ts';
import type { OrgType } from '#shared/providers/registration.schema.ts';
import { paths } from '#shared/routing/paths.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** What each column means, in the price calculator's words. */
export function PayoutExplanation({ orgType, serviceFeePercent }: { orgType: OrgType; serviceFeePercent: number }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const percent = (fraction: number) => `${formatNumber(fraction * 100, language)}\u00a0%`;
  const isIndividual = orgType === 'individual';
  const items = [
    { term: t('pricing.lines.salesPrice'), text: t('payouts.explain.salesPrice') },
    { term: t('payouts.columns.vatOre'), text: t('payouts.explain.vat') },
    { term: t('payouts.columns.adminFeeOre'), text: t('payouts.explain.adminFee', { rate: percent(serviceFeePercent / 100) }) },
    { term: t('pricing.lines.grossProfit'), text: t('payouts.explain.grossProfit') },
    ...(isIndividual
      ? [
          { term: t('payouts.columns.employerContributionOre'), text: t('payouts.explain.employerContribution', { rate: percent(payoutRates.employerContributionRate) }) },
          { term: t('pricing.lines.grossSalary'), text: t('payouts.explain.grossSalary') },
        ]
      : []),
    {
      term: t('pricing.lines.paidOut'),
      text: isIndividual ? t('payouts.explain.paidOutIndividual', { rate: percent(payoutRates.defaultTaxRate) }) : t('payouts.explain.paidOutCompany'),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr]">
        {items.map((item) => (
          <div key={item.term} className="contents">
            <dt className="font-semibold text-ink">{item.term}</dt>
            <dd className="text-ink-muted">{item.text}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-2 text-sm text-ink-muted">
        <p>{isIndividual ? t('pricing.notes.individual') : t('pricing.notes.company')}</p>
        <p>{t('payouts.notes.totals')}</p>
        <p>
          <Link to={paths.agentPricing} className="font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800">
            {t('payouts.notes.calculator')}
          </Link>
        </p>
      </div>
    </div>
  );
}
