import { z } from 'zod';
import { orgTypeSchema } from '#shared/providers/registration.schema.ts';

/** A calendar month as "YYYY-MM", read on Oslo's calendar. */
export const payoutMonthSchema = z.string({ error: 'error.zod.invalid_format' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'error.zod.invalid_format' });

/** How many months back a provider may look; the current month is 0. */
export const payoutMonthsBack = 24;

/** `GET /api/provider/payouts`: `month` defaults to the current month in Oslo. */
export const payoutStatementQuerySchema = z.object({ month: payoutMonthSchema.optional() });
export type PayoutStatementQuery = z.infer<typeof payoutStatementQuerySchema>;

const ore = z.number().int().nonnegative();

/** The statement's amounts, every one whole øre (`calculatePayout` in payout.ts). */
export const payoutAmountsSchema = z.object({
  salesPriceOre: ore,
  adminFeeOre: ore,
  vatOre: ore,
  employerContributionOre: ore,
  grossSalaryOre: ore,
  grossProfitOre: ore,
  paidOutOre: ore,
});
export type PayoutAmounts = z.infer<typeof payoutAmountsSchema>;

/** One done booking and what the provider is paid for it. */
export const payoutLineSchema = payoutAmountsSchema.extend({
  bookingId: z.uuid(),
  orderNumber: z.string(),
  serviceTitle: z.string(),
  doneAt: z.iso.datetime(),
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

/**
 * A provider's payout statement for one month: the bookings marked done in it, by `doneAt`.
 * `totals` are the sums of the lines as rounded, so they always add up to what the table shows.
 */
export const payoutStatementSchema = z.object({
  month: payoutMonthSchema,
  orgType: orgTypeSchema,
  lines: z.array(payoutLineSchema),
  totals: payoutAmountsSchema,
});
export type PayoutStatement = z.infer<typeof payoutStatementSchema>;
