import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calculatePayout } from '#shared/payments/payout.ts';
import { payoutRates } from '#shared/payments/payout-rates.ts';
import type { OrgType } from '#shared/providers/registration.schema.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { PayoutLines } from '../../../components/payments/payout-lines.tsx';
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
          <PayoutLines payout={payout} orgType={orgType} vatRate={vatRate} serviceFeePercent={serviceFeePercent} taxRate={(taxPercent ?? 0) / 100} />
        ) : null}
        <div className="flex flex-col gap-2 text-sm text-ink-muted">
          <p>{isIndividual ? t('pricing.notes.individual') : t('pricing.notes.company')}</p>
          <p>{t('pricing.notes.rounding')}</p>
        </div>
      </DashboardSection>
    </div>
  );
}
