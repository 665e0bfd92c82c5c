import { useTranslation } from 'react-i18next';
import { calculatePayout } from '#shared/payments/payout.ts';
import { payoutRates } from '#shared/payments/payout-rates.ts';
import type { ProviderRequest } from '#shared/requests/custom-request.schema.ts';
import { PayoutLines } from '../../../components/payments/payout-lines.tsx';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * What the provider is paid for the price typed in, line by line: `calculatePayout` with the
 * request's payout terms, as on the payouts page and in the price calculator. Individuals see it
 * with the standard withholding tax.
 */
export function PayoutPreview({ priceOre, terms, id }: { priceOre: number | null; terms: ProviderRequest['payoutTerms']; id?: string }) {
  const { t } = useTranslation('agentOffers');
  const language = useLanguage();
  const taxRate = payoutRates.defaultTaxRate;
  const payout = priceOre !== null ? calculatePayout({ salesPriceOre: priceOre, vatRate: terms.vatRate, serviceFeePercent: terms.serviceFeePercent, orgType: terms.orgType, taxRate }) : null;
  return (
    <section aria-labelledby={id ? `${id}-title` : undefined} className="flex flex-col gap-2 rounded-xl border border-border bg-sunken/50 p-4">
      <h3 id={id ? `${id}-title` : undefined} className="font-semibold text-ink">
        {t('payout.title')}
      </h3>
      <p id={id} aria-live="polite" className="text-base font-semibold text-primary-800">
        {payout ? t('payout.summary', { paidOut: formatMoney(payout.paidOut, language), price: formatMoney(payout.salesPrice, language) }) : t('payout.waiting')}
      </p>
      {payout ? (
        <PayoutLines payout={payout} orgType={terms.orgType} vatRate={terms.vatRate} serviceFeePercent={terms.serviceFeePercent} taxRate={taxRate} className="text-sm" />
      ) : null}
      <p className="text-xs text-ink-muted">{terms.orgType === 'individual' ? t('payout.noteIndividual') : t('payout.noteCompany')}</p>
    </section>
  );
}
