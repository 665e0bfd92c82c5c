import { describe, expect, it } from 'vitest';
import { invoiceTotals, invoiceVatLines, reduceInvoiceLines } from './invoice-lines.ts';
import { isValidKid, makeKid } from './kid.ts';

const describeRate = (rate: number) => `Tjenester ${rate} % mva`;

describe('invoiceVatLines', () => {
  it('takes the VAT out of a price that includes it: 1 250 kr at 25 % holds 250 kr', () => {
    expect(invoiceVatLines([{ amountOre: 125_000, vatRatePercent: 25 }], describeRate)).toEqual([
      { description: 'Tjenester 25 % mva', amountOre: 125_000, vatRatePercent: 25, vatOre: 25_000 },
    ]);
  });

  it('rounds to whole øre, halves up', () => {
    // 2 × 25 / 125 = 0.4 → 0; 18 × 25 / 125 = 3.6 → 4; 14 × 12 / 112 = 1.5 exactly → 2.
    expect(invoiceVatLines([{ amountOre: 2, vatRatePercent: 25 }], describeRate)[0]?.vatOre).toBe(0);
    expect(invoiceVatLines([{ amountOre: 18, vatRatePercent: 25 }], describeRate)[0]?.vatOre).toBe(4);
    expect(invoiceVatLines([{ amountOre: 14, vatRatePercent: 12 }], describeRate)[0]?.vatOre).toBe(2);
  });

  it('adds the parts of one rate before rounding and gives one line per rate, highest first', () => {
    const lines = invoiceVatLines(
      [
        { amountOre: 14, vatRatePercent: 12 },
        { amountOre: 14, vatRatePercent: 12 },
        { amountOre: 10_000, vatRatePercent: 25 },
        { amountOre: 5_000, vatRatePercent: 0 },
      ],
      describeRate,
    );
    expect(lines.map((line) => [line.vatRatePercent, line.amountOre, line.vatOre])).toEqual([
      [25, 10_000, 2_000],
      [12, 28, 3],
      [0, 5_000, 0],
    ]);
    expect(invoiceTotals(lines)).toEqual({ amountOre: 15_028, vatOre: 2_003 });
  });

  it('gives no line for nothing to pay and refuses broken amounts', () => {
    expect(invoiceVatLines([{ amountOre: 0, vatRatePercent: 25 }], describeRate)).toEqual([]);
    expect(() => invoiceVatLines([{ amountOre: 1.5, vatRatePercent: 25 }], describeRate)).toThrow(RangeError);
    expect(() => invoiceVatLines([{ amountOre: 100, vatRatePercent: 101 }], describeRate)).toThrow(RangeError);
  });
});

describe('reduceInvoiceLines', () => {
  const lines = invoiceVatLines([{ amountOre: 100_000, vatRatePercent: 25 }], describeRate);

  it('takes a partial refund off and recomputes the VAT of what is left', () => {
    expect(reduceInvoiceLines(lines, 50_001)).toEqual([{ description: 'Tjenester 25 % mva', amountOre: 49_999, vatRatePercent: 25, vatOre: 10_000 }]);
  });

  it('leaves no lines when the whole amount is refunded, and never goes below 0', () => {
    expect(reduceInvoiceLines(lines, 100_000)).toEqual([]);
    expect(reduceInvoiceLines(lines, 150_000)).toEqual([]);
  });
});

describe('invoice KIDs', () => {
  it('are ten digits from the invoice number with a MOD10 check digit', () => {
    expect(makeKid(100001)).toBe('0001000017');
    expect(isValidKid(makeKid(100001))).toBe(true);
    expect(isValidKid('0001000018')).toBe(false);
  });
});
