import { describe, expect, it } from 'vitest';
import { calculatePayout } from './payout.ts';
import { payoutRates } from './payout-rates.ts';

describe('calculatePayout', () => {
  it('works the spec example for an individual: 1 000 kr, 25 % VAT, 15 % fee, 14.1 % employer contribution, 30 % tax', () => {
    // By hand: VAT 100 000 × 0.25 / 1.25 = 20 000; fee 80 000 × 15 % = 12 000; gross profit 68 000;
    // salary 68 000 / 1.141 = 59 596.84 → 59 597; contribution 8 403; tax 17 879.1 → 17 879.
    expect(
      calculatePayout({ salesPriceOre: 100_000, vatRate: 0.25, serviceFeePercent: 15, orgType: 'individual', taxRate: 0.3, employerContributionRate: 0.141 }),
    ).toEqual({
      salesPrice: 100_000,
      vat: 20_000,
      adminFee: 12_000,
      grossProfit: 68_000,
      employerContribution: 8_403,
      grossSalary: 59_597,
      tax: 17_879,
      paidOut: 41_718,
    });
  });

  it('uses the configured rates when none are given', () => {
    expect(payoutRates).toMatchObject({ employerContributionRate: 0.141, defaultTaxRate: 0.3, defaultVatRate: 0.25 });
    expect(calculatePayout({ salesPriceOre: 100_000, serviceFeePercent: 15, orgType: 'individual' }).paidOut).toBe(41_718);
  });

  it('pays a company the gross profit plus the VAT, with no salary, contribution or tax', () => {
    expect(calculatePayout({ salesPriceOre: 100_000, vatRate: 0.25, serviceFeePercent: 15, orgType: 'company', taxRate: 0.3 })).toEqual({
      salesPrice: 100_000,
      vat: 20_000,
      adminFee: 12_000,
      grossProfit: 68_000,
      employerContribution: 0,
      grossSalary: 0,
      tax: 0,
      paidOut: 88_000,
    });
    expect(calculatePayout({ salesPriceOre: 100_000, serviceFeePercent: 15, orgType: 'agent' }).paidOut).toBe(88_000);
  });

  it('rounds each line to whole øre, halves up', () => {
    // 1 øre: VAT 0.2 → 0, fee 0.1 → 0. 5 øre: VAT exactly 1, fee 4 × 12.5 % = 0.5 → 1.
    expect(calculatePayout({ salesPriceOre: 1, serviceFeePercent: 10, orgType: 'company' })).toMatchObject({ vat: 0, adminFee: 0, paidOut: 1 });
    expect(calculatePayout({ salesPriceOre: 5, vatRate: 0.25, serviceFeePercent: 12.5, orgType: 'company' })).toMatchObject({ vat: 1, adminFee: 1 });
    // 12 øre: VAT 2.4 → 2; fee 10 × 15 % = 1.5 → 2; 11 øre: VAT 2.2 → 2, fee 9 × 15 % = 1.35 → 1.
    expect(calculatePayout({ salesPriceOre: 12, serviceFeePercent: 15, orgType: 'company' })).toMatchObject({ vat: 2, adminFee: 2 });
    expect(calculatePayout({ salesPriceOre: 11, serviceFeePercent: 15, orgType: 'company' })).toMatchObject({ vat: 2, adminFee: 1 });
  });

  it('always reconciles to the sales price, whatever the rounding', () => {
    for (let salesPriceOre = 0; salesPriceOre < 200_000; salesPriceOre += 997) {
      for (const vatRate of [0, 0.12, 0.15, 0.25]) {
        const individual = calculatePayout({ salesPriceOre, vatRate, serviceFeePercent: 17.5, orgType: 'individual', taxRate: 0.37 });
        expect(individual.paidOut + individual.tax + individual.employerContribution + individual.adminFee + individual.vat).toBe(salesPriceOre);
        expect(individual.grossSalary + individual.employerContribution).toBe(individual.grossProfit);
        const company = calculatePayout({ salesPriceOre, vatRate, serviceFeePercent: 17.5, orgType: 'company' });
        expect(company.paidOut + company.adminFee).toBe(salesPriceOre);
        for (const line of Object.values(individual)) expect(Number.isInteger(line) && line >= 0).toBe(true);
      }
    }
  });

  it('refuses amounts that are not whole øre and rates out of range', () => {
    expect(() => calculatePayout({ salesPriceOre: 10.5, serviceFeePercent: 15, orgType: 'individual' })).toThrow(RangeError);
    expect(() => calculatePayout({ salesPriceOre: -100, serviceFeePercent: 15, orgType: 'individual' })).toThrow(RangeError);
    expect(() => calculatePayout({ salesPriceOre: 100, serviceFeePercent: 15, orgType: 'individual', taxRate: 1.5 })).toThrow(RangeError);
  });
});
