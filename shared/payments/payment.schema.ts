import { z } from 'zod';
import { paymentStatuses } from './payment-status.ts';

/** `GET /api/payments/:id` and `POST /api/payments/:id/refresh`: one card payment as its customer sees it. */
export const paymentViewSchema = z.object({
  id: z.uuid(),
  purpose: z.enum(['booking', 'addon', 'gift_card', 'card_setup']),
  status: z.enum(paymentStatuses),
  /** The gateway's reason for the last refusal (`card_declined`, `insufficient_funds`, `authentication_failed`...). */
  failureCode: z.string().nullable(),
  amountOre: z.number().int(),
  bookingId: z.uuid().nullable(),
  giftCardId: z.uuid().nullable(),
  /** Where the customer finishes (or tries again) while the payment is open. */
  checkoutUrl: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const paymentIdParamsSchema = z.object({ id: z.uuid() });

/** A card the customer saved; only what is shown. */
export const savedCardSchema = z.object({
  id: z.uuid(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const savedCardListSchema = z.array(savedCardSchema);

/** `POST /api/payments/cards/setup`: where the customer adds a card. */
export const cardSetupAnswerSchema = z.object({ checkoutUrl: z.string() });

/** How a booking was paid, as a receipt names it. */
export const receiptPaymentMethods = ['card', 'invoice', 'balance', 'card_and_balance'] as const;

/** `GET /api/payments/receipts/:bookingId`: what the customer paid for a booking, VAT included. */
export const receiptSchema = z.object({
  bookingId: z.uuid(),
  orderNumber: z.string(),
  serviceTitle: z.string(),
  providerName: z.string(),
  paidAt: z.iso.datetime().nullable(),
  /** The price lines (base price, add-ons, participants), before discounts. */
  lines: z.array(z.object({ label: z.string(), amountOre: z.number().int() })),
  listPriceOre: z.number().int(),
  discountOre: z.number().int(),
  /** Paid from the account balance. */
  balanceOre: z.number().int(),
  cardOre: z.number().int(),
  invoiceOre: z.number().int(),
  totalOre: z.number().int(),
  vatOre: z.number().int(),
  vatRatePercent: z.number(),
  paymentMethod: z.enum(receiptPaymentMethods),
  cardLast4: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptListItemSchema = receiptSchema.pick({ bookingId: true, orderNumber: true, serviceTitle: true, providerName: true, paidAt: true, totalOre: true, paymentMethod: true });
export type ReceiptListItem = z.infer<typeof receiptListItemSchema>;
export const receiptListSchema = z.object({ data: z.array(receiptListItemSchema), next: z.string().nullable() });
export const receiptListQuerySchema = z.object({ next: z.string().max(200).optional() });
export const receiptParamsSchema = z.object({ bookingId: z.uuid() });

/** `POST /api/payments/webhooks/*`. */
export const webhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean().optional() });
