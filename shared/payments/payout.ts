import type { OrgType } from '#shared/providers/registration.schema.ts';
import { payoutRates } from './payout-rates.ts';

export type PayoutInput = {
  /** What the customer pays, VAT included, in øre. */
  salesPriceOre: number;
  /** The category's VAT as a fraction (category `taxRate` 25 → 0.25). */
  vatRate?: number;
  /** The platform's fee on the price without VAT, in percent (provider `serviceFeePercent`). */
  serviceFeePercent: number;
  orgType: OrgType;
  /** Withholding tax on the gross salary as a fraction; only individuals are paid as salary. */
  taxRate?: number;
  employerContributionRate?: number;
};

/** Every line of the calculation, in whole øre. */
export type PayoutBreakdown = {
  salesPrice: number;
  vat: number;
  adminFee: number;
  grossProfit: number;
  employerContribution: number;
  grossSalary: number;
  tax: number;
  paidOut: number;
};

/**
 * Amounts are computed in floating point and then rounded to whole øre, halves up. Snapping to
 * 12 significant digits first keeps binary noise (0.1 + 0.2) from turning an exact half into
 * just under a half: prices are far below 10^10 øre, so no real digit is lost.
 */
function roundOre(value: number): number {
  return Math.round(Number(value.toPrecision(12)));
}

function checkRate(name: string, value: number, max: number): void {
  if (!Number.isFinite(value) || value < 0 || value > max) throw new RangeError(`${name} must be between 0 and ${max}`);
}

/**
 * What a provider is paid for one sale (spec §2 "service price calculation", §9 payout example).
 *
 * The model, with S the sales price including VAT:
 * - VAT = S × vatRate / (1 + vatRate): the VAT inside the price (25 % for most services).
 * - admin fee = (S − VAT) × serviceFeePercent / 100: the platform's fee on the price without VAT.
 * - gross profit = S − VAT − admin fee.
 * - An individual is paid as salary by the platform, which owes employer contribution
 *   (arbeidsgiveravgift) on top of the salary, so the gross profit must cover both:
 *   gross salary = gross profit / (1 + employerContributionRate),
 *   employer contribution = gross profit − gross salary,
 *   tax withheld = gross salary × taxRate, paid out = gross salary − tax.
 * - A company or an agent invoices the platform and accounts for VAT itself: no salary, no
 *   employer contribution and no tax are deducted, and the VAT is paid out with the profit:
 *   paid out = gross profit + VAT.
 *
 * Rounding: VAT, admin fee, gross salary and tax are each rounded to the nearest whole øre
 * (halves up); every other line is a difference of whole øre. So the lines always reconcile:
 * for an individual paid out + tax + employer contribution + admin fee + VAT = S, and for a
 * company or agent paid out + admin fee = S.
 */
export function calculatePayout(input: PayoutInput): PayoutBreakdown {
  const {
    salesPriceOre,
    vatRate = payoutRates.defaultVatRate,
    serviceFeePercent,
    orgType,
    taxRate = payoutRates.defaultTaxRate,
    employerContributionRate = payoutRates.employerContributionRate,
  } = input;
  if (!Number.isSafeInteger(salesPriceOre) || salesPriceOre < 0) throw new RangeError('salesPriceOre must be a whole, non-negative number of øre');
  checkRate('vatRate', vatRate, 1);
  checkRate('serviceFeePercent', serviceFeePercent, 100);
  checkRate('taxRate', taxRate, 1);
  checkRate('employerContributionRate', employerContributionRate, 1);

  const vat = roundOre((salesPriceOre * vatRate) / (1 + vatRate));
  const adminFee = roundOre(((salesPriceOre - vat) * serviceFeePercent) / 100);
  const grossProfit = salesPriceOre - vat - adminFee;

  if (orgType !== 'individual') {
    return { salesPrice: salesPriceOre, vat, adminFee, grossProfit, employerContribution: 0, grossSalary: 0, tax: 0, paidOut: grossProfit + vat };
  }

  const grossSalary = roundOre(grossProfit / (1 + employerContributionRate));
  const employerContribution = grossProfit - grossSalary;
  const tax = roundOre(grossSalary * taxRate);
  return { salesPrice: salesPriceOre, vat, adminFee, grossProfit, employerContribution, grossSalary, tax, paidOut: grossSalary - tax };
}
