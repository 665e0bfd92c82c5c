/**
 * The rates the payout calculation uses (spec §9 "service price calculation"). They change with
 * the law and the tax year, so they live here, in one place, rather than inside the arithmetic.
 * All rates are fractions: 0.25 is 25 %.
 */
export const payoutRates = {
  /** Arbeidsgiveravgift, zone 1 (most of Norway, including Oslo, Bergen and Trondheim). */
  employerContributionRate: 0.141,
  /** Withholding tax assumed when the provider has not said otherwise (the spec's example uses 30 %). */
  defaultTaxRate: 0.3,
  /** Standard Norwegian VAT (merverdiavgift), used when a category does not give its own. */
  defaultVatRate: 0.25,
} as const;
