import type { EntityManager } from '@mikro-orm/postgresql';
import { calculatePayout } from '#shared/payments/payout.ts';
import { payoutRates } from '#shared/payments/payout-rates.ts';
import type { PayoutAmounts, PayoutLine, PayoutStatement } from '#shared/payments/payout-statement.schema.ts';
import { dateOfDayNumber, dayNumberAt, dayNumberOf, instantOfWallTime } from '#server/modules/availability/zoned-time.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { ProviderLegalInfoEntity } from '#server/modules/providers/provider-legal-info.entity.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';

/** Months counted from year 0, so two months compare and subtract as numbers. */
export function monthIndexOf(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

function monthOfIndex(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month ("YYYY-MM") `now` falls in on Oslo's calendar. */
export function osloMonthAt(now: Date): string {
  return dateOfDayNumber(dayNumberAt(now.getTime())).slice(0, 7);
}

/** From Oslo midnight of the month's first day to the next month's, half-open. */
export function osloMonthWindow(month: string): { from: Date; to: Date } {
  const next = monthOfIndex(monthIndexOf(month) + 1);
  return {
    from: new Date(instantOfWallTime(dayNumberOf(`${month}-01`), 0, 'jump')!),
    to: new Date(instantOfWallTime(dayNumberOf(`${next}-01`), 0, 'jump')!),
  };
}

const noAmounts: PayoutAmounts = {
  salesPriceOre: 0,
  adminFeeOre: 0,
  vatOre: 0,
  employerContributionOre: 0,
  grossSalaryOre: 0,
  grossProfitOre: 0,
  paidOutOre: 0,
};

/**
 * The provider's payout statement for one Oslo month (spec §9): every booking of theirs marked
 * done in that month, each run through `calculatePayout` — the same arithmetic as the price
 * calculator — on what the customer paid. The VAT rate is the provider's category's, the fee the
 * provider's own, and an individual's tax the default withholding rate, as the calculator starts
 * with. Totals add up the rounded lines.
 */
export async function payoutStatementFor(em: EntityManager, provider: ProviderEntity, month: string): Promise<PayoutStatement> {
  const legalInfo = await em.findOne(ProviderLegalInfoEntity, { provider: provider.id });
  const orgType = legalInfo?.orgType ?? provider.orgType;
  await em.populate(provider, ['category']);
  const vatRate = provider.category.taxRate / 100;
  const window = osloMonthWindow(month);
  const bookings = await em.find(
    BookingEntity,
    { provider: provider.id, status: 'done', doneAt: { $gte: window.from, $lt: window.to } },
    { orderBy: { doneAt: 'asc', id: 'asc' } },
  );

  const lines: PayoutLine[] = bookings.map((booking) => {
    const payout = calculatePayout({
      salesPriceOre: booking.priceOre,
      vatRate,
      serviceFeePercent: provider.serviceFeePercent,
      orgType,
      taxRate: payoutRates.defaultTaxRate,
    });
    return {
      bookingId: booking.id,
      orderNumber: booking.orderNumber,
      serviceTitle: booking.serviceTitle,
      doneAt: booking.doneAt!.toISOString(),
      salesPriceOre: payout.salesPrice,
      adminFeeOre: payout.adminFee,
      vatOre: payout.vat,
      employerContributionOre: payout.employerContribution,
      grossSalaryOre: payout.grossSalary,
      grossProfitOre: payout.grossProfit,
      paidOutOre: payout.paidOut,
    };
  });

  const totals = { ...noAmounts };
  for (const line of lines) {
    for (const key of Object.keys(noAmounts) as (keyof PayoutAmounts)[]) totals[key] += line[key];
  }
  return { month, orgType, lines, totals };
}
