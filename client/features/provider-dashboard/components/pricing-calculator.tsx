import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calculatePayout } from '#shared/payments/payout.ts';
import { payoutRates } from '#shared/payments/payout-rates.ts';
import type { OrgType } from '#shared/providers/registration.schema.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/class-names.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { parseDecimal, parseKronerToOre } from '../../../lib/parse-amount.ts';

/** The spec's example (§9): a 1 000 kr sale with 30 % tax. */
const examplePrice = '1000';

type PricingCalculatorProps = {
  orgType: OrgType;
  serviceFeePercent: number;
  /** The VAT of the provider's category as a fraction. */
  vatRate: number;
};

/**
 * Spec §2 "service price calculation": what the provider is paid for a given price, line by
 * line, updated as they type. The arithmetic is `calculatePayout`, shared and tested.
 */
export function PricingCalculator({ orgType: initialOrgType, serviceFeePercent, vatRate }: PricingCalculatorProps) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const summaryId = useId();
  const [priceText, setPriceText] = useState(examplePrice);
  const [taxText, setTaxText] = useState(formatNumber(payoutRates.defaultTaxRate * 100, language));
  const [orgType, setOrgType] = useState<OrgType>(initialOrgType);

  const salesPriceOre = parseKronerToOre(priceText);
  const taxPercent = parseDecimal(taxText, 2);
  const taxValid = taxPercent !== null && taxPercent <= 100;
  const isIndividual = orgType === 'individual';
  const payout =
    salesPriceOre !== null && (taxValid || !isIndividual)
      ? calculatePayout({ salesPriceOre, vatRate, serviceFeePercent, orgType, taxRate: taxValid ? taxPercent / 100 : 0 })
      : null;

  const money = (ore: number) => formatMoney(ore, language);
  const percent = (fraction: number) => `${formatNumber(fraction * 100, language)}\u00a0%`;

  const lines = payout
    ? [
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
              { key: 'tax', label: t('pricing.lines.tax', { rate: percent((taxPercent ?? 0) / 100) }), amount: -payout.tax },
            ]
          : [{ key: 'vatBack', label: t('pricing.lines.vatBack'), amount: payout.vat }]),
      ]
    : [];

  return (
    <div className="flex flex-col gap-6">
      <DashboardSection title={t('pricing.inputs.title')} description={t('pricing.inputs.text')}>
        <div className="grid gap-5 sm:grid-cols-3">
          <Input
            label={t('pricing.inputs.price')}
            inputMode="decimal"
            autoComplete="off"
            value={priceText}
            onChange={(event) => setPriceText(event.target.value)}
            error={salesPriceOre === null ? t('pricing.inputs.priceInvalid') : undefined}
            hint={t('pricing.inputs.priceHint')}
            aria-controls={summaryId}
          />
          <Input
            label={t('pricing.inputs.tax')}
            inputMode="decimal"
            autoComplete="off"
            value={taxText}
            disabled={!isIndividual}
            onChange={(event) => setTaxText(event.target.value)}
            error={isIndividual && !taxValid ? t('pricing.inputs.taxInvalid') : undefined}
            hint={isIndividual ? t('pricing.inputs.taxHint') : t('pricing.inputs.taxCompany')}
            aria-controls={summaryId}
          />
          <Select
            label={t('pricing.inputs.orgType')}
            value={orgType}
            onValueChange={(value) => setOrgType(value as OrgType)}
            options={(['individual', 'company', 'agent'] as const).map((type) => ({ value: type, label: t(`orgType.${type}`) }))}
          />
        </div>
        <p className="text-sm text-ink-muted">{t('pricing.inputs.vat', { rate: percent(vatRate) })}</p>
      </DashboardSection>

      <DashboardSection title={t('pricing.breakdown.title')}>
        <p id={summaryId} aria-live="polite" className="text-lg font-semibold text-ink">
          {payout ? t('pricing.breakdown.summary', { paidOut: money(payout.paidOut), price: money(payout.salesPrice) }) : t('pricing.breakdown.waiting')}
        </p>
        {payout ? (
          <table className="w-full border-collapse text-base">
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
        ) : null}
        <div className="flex flex-col gap-2 text-sm text-ink-muted">
          <p>{isIndividual ? t('pricing.notes.individual') : t('pricing.notes.company')}</p>
          <p>{t('pricing.notes.rounding')}</p>
        </div>
      </DashboardSection>
    </div>
  );
}
