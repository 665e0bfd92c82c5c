import { z } from 'zod';
import { cursorSchema } from '#shared/explore/paged.schema.ts';

export const adminLedgerKinds = ['charge', 'refund', 'fee', 'payout', 'balance_use', 'balance_return', 'gift_card_sale'] as const;
export type AdminLedgerKind = (typeof adminLedgerKinds)[number];

/** `GET /api/admin/ledger?kind=&next=`: every kind when `kind` is left out. */
export const adminLedgerQuerySchema = z.object({ kind: z.enum(adminLedgerKinds).optional(), next: cursorSchema.optional() });

/** One movement of money as the admin console lists it, with the booking it belongs to (none for a gift card sale). */
export const adminLedgerRowSchema = z.object({
  id: z.uuid(),
  kind: z.enum(adminLedgerKinds),
  amountOre: z.number().int(),
  reference: z.string().nullable(),
  createdAt: z.string(),
  bookingId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
  serviceTitle: z.string().nullable(),
});
export type AdminLedgerRow = z.infer<typeof adminLedgerRowSchema>;

/** `GET /api/admin/ledger/summary`: totals per kind and whether the ledger agrees with the bookings. */
export const adminLedgerSummarySchema = z.object({
  chargesOre: z.number().int(),
  refundsOre: z.number().int(),
  feesOre: z.number().int(),
  payoutsOre: z.number().int(),
  reconciles: z.boolean(),
  problemCount: z.number().int(),
});
export type AdminLedgerSummary = z.infer<typeof adminLedgerSummarySchema>;

/**
 * `POST /api/admin/bookings/:id/refund`: money back on a paid booking that stays as it is.
 * `requestId` is made once by the client per refund it means, so a retried request refunds once.
 */
export const goodwillRefundBodySchema = z.object({
  amountOre: z.number().int().min(1),
  reason: z.string().trim().min(10).max(2000),
  requestId: z.uuid().optional(),
});
export type GoodwillRefundBody = z.infer<typeof goodwillRefundBodySchema>;
