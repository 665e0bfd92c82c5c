import { roundOre, vatIncluded } from '#shared/bookings/booking-price.ts';

/** One VAT line of an invoice: the amount at one rate, VAT included. */
export type InvoiceVatLine = { description: string; amountOre: number; vatRatePercent: number; vatOre: number };

/** The standard Norwegian VAT rate, for a booking whose category no longer tells its rate. */
export const standardVatRatePercent = 25;

/** One priced part of what is invoiced, VAT included, at the rate of its category. */
export type InvoicedPart = { amountOre: number; vatRatePercent: number };

/**
 * The invoice's lines, one per VAT rate: the parts at one rate are added up and the VAT is taken
 * out of that sum (amount × rate / (100 + rate), whole øre, halves up) — the way the VAT return
 * counts it, so per-line rounding never adds up to a different VAT than the total at that rate.
 * Rates are in percent (25 for 25 %); lines come highest rate first; a rate with nothing to pay
 * gives no line, so a fully credited invoice has no lines.
 */
export function invoiceVatLines(parts: readonly InvoicedPart[], describe: (vatRatePercent: number) => string): InvoiceVatLine[] {
  const byRate = new Map<number, number>();
  for (const part of parts) {
    if (!Number.isSafeInteger(part.amountOre) || part.amountOre < 0) throw new RangeError('An invoiced amount is whole, non-negative øre');
    if (!Number.isFinite(part.vatRatePercent) || part.vatRatePercent < 0 || part.vatRatePercent > 100) throw new RangeError('A VAT rate is 0 to 100 percent');
    // Two decimals at most (the category keeps numeric(5,2)), so 12.5 and 12.50 are one rate.
    const rate = roundOre(part.vatRatePercent * 100) / 100;
    byRate.set(rate, (byRate.get(rate) ?? 0) + part.amountOre);
  }
  return [...byRate.entries()]
    .filter(([, amountOre]) => amountOre > 0)
    .sort(([a], [b]) => b - a)
    .map(([vatRatePercent, amountOre]) => ({ description: describe(vatRatePercent), amountOre, vatRatePercent, vatOre: vatIncluded(amountOre, vatRatePercent) }));
}

/** What an invoice's lines add up to: the amount to pay and the VAT in it. */
export function invoiceTotals(lines: readonly InvoiceVatLine[]): { amountOre: number; vatOre: number } {
  return lines.reduce((sum, line) => ({ amountOre: sum.amountOre + line.amountOre, vatOre: sum.vatOre + line.vatOre }), { amountOre: 0, vatOre: 0 });
}

/**
 * The invoice after part of it was refunded before it was paid: the refund comes off the lines,
 * the highest rate first (a booking has one rate today, so this order only decides for a mix), and
 * the VAT of each line is taken again from what is left. Never below 0.
 */
export function reduceInvoiceLines(lines: readonly InvoiceVatLine[], refundOre: number): InvoiceVatLine[] {
  if (!Number.isSafeInteger(refundOre) || refundOre < 0) throw new RangeError('A refund is whole, non-negative øre');
  let left = refundOre;
  const reduced: InvoiceVatLine[] = [];
  for (const line of lines) {
    const off = Math.min(left, line.amountOre);
    left -= off;
    const amountOre = line.amountOre - off;
    if (amountOre > 0) reduced.push({ ...line, amountOre, vatOre: vatIncluded(amountOre, line.vatRatePercent) });
  }
  return reduced;
}
