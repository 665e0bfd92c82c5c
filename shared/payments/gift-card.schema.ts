import { z } from 'zod';
import { whenValid } from '#shared/validation/when-valid.ts';
import { appTimeZone } from '#shared/i18n/languages.ts';
import { emailSchema } from '#shared/validation/email.ts';
import { giftCardStatuses } from './gift-card-status.ts';

/** A gift card is worth 100 to 10 000 kr, in whole kroner. */
export const giftCardMinOre = 10_000;
export const giftCardMaxOre = 1_000_000;
export const giftCardMessageMaxLength = 500;
export const giftCardRecipientNameMaxLength = 100;
/** The latest delivery date is this many days after today (Oslo). */
export const giftCardDeliveryWindowDays = 365;

const dayMs = 86_400_000;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** "YYYY-MM-DD" of the day `instant` falls on in Oslo. */
export function osloDateOf(instant: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: appTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** Whether "YYYY-MM-DD" is a date that exists. */
export function isCalendarDate(value: string): boolean {
  if (!datePattern.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** The calendar date `days` after "YYYY-MM-DD". */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The dates a gift card bought at `now` may be delivered on: today in Oslo up to a year ahead. */
export function giftCardDeliveryWindow(now: Date): { first: string; last: string } {
  const first = osloDateOf(now);
  return { first, last: addDays(first, giftCardDeliveryWindowDays) };
}

/** Whether a gift card bought at `now` may be delivered on `deliverOn` ("YYYY-MM-DD", Oslo). */
export function isDeliverOnAllowed(deliverOn: string, now: Date): boolean {
  if (!isCalendarDate(deliverOn)) return false;
  const { first, last } = giftCardDeliveryWindow(now);
  // ISO dates compare as text.
  return deliverOn >= first && deliverOn <= last;
}

export const giftCardAmountSchema = z
  .number({ error: 'error.gift_card.amount_range' })
  .int({ error: 'error.gift_card.amount_range' })
  .min(giftCardMinOre, { error: 'error.gift_card.amount_range' })
  .max(giftCardMaxOre, { error: 'error.gift_card.amount_range' })
  .multipleOf(100, { error: 'error.gift_card.amount_range' });

/** Optional text: surrounding spaces removed, and nothing left means none. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * `POST /api/gift-cards`: what the buyer chooses. The delivery date's window depends on today, so
 * it is checked by `giftCardPurchaseSchema(now)` (client) and the route (server) with the clock.
 */
export const giftCardPurchaseBodySchema = z.object({
  amountOre: giftCardAmountSchema,
  recipientName: optionalText(giftCardRecipientNameMaxLength, 'error.gift_card.name_too_long'),
  recipientEmail: emailSchema,
  message: optionalText(giftCardMessageMaxLength, 'error.gift_card.message_too_long'),
  deliverOn: z.string({ error: 'error.gift_card.deliver_on_range' }).refine(isCalendarDate, { error: 'error.gift_card.deliver_on_range' }),
});
export type GiftCardPurchaseBody = z.input<typeof giftCardPurchaseBodySchema>;
export type GiftCardPurchase = z.output<typeof giftCardPurchaseBodySchema>;

/** The purchase with its delivery date checked against today in Oslo. */
export function giftCardPurchaseSchema(now: Date) {
  return giftCardPurchaseBodySchema.refine((purchase) => isDeliverOnAllowed(purchase.deliverOn, now), {
    path: ['deliverOn'],
    error: 'error.gift_card.deliver_on_range',
    when: whenValid('deliverOn'),
  });
}

/** `POST /api/gift-cards/redeem`: the code as typed; spaces, dashes and case do not matter. */
export const giftCardRedeemBodySchema = z.object({ code: z.string().trim().min(1, { error: 'common.field.required' }).max(64) });
export type GiftCardRedeemBody = z.infer<typeof giftCardRedeemBodySchema>;

export const giftCardStatusSchema = z.enum(giftCardStatuses);

/**
 * A gift card the signed-in customer bought. `code` is the whole code ("XXXX-XXXX-XXXX") once it
 * is paid and until it is redeemed, so the buyer can pass it on themselves; otherwise null.
 */
export const boughtGiftCardSchema = z.object({
  id: z.uuid(),
  amountOre: z.number().int(),
  recipientName: z.string().nullable(),
  recipientEmail: z.string(),
  message: z.string().nullable(),
  deliverOn: z.string(),
  status: giftCardStatusSchema,
  code: z.string().nullable(),
  codeLast4: z.string(),
  paidAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  redeemedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type BoughtGiftCard = z.infer<typeof boughtGiftCardSchema>;

/** A gift card the signed-in customer redeemed into their balance; `fromName` is the buyer's first name. */
export const redeemedGiftCardSchema = z.object({
  id: z.uuid(),
  amountOre: z.number().int(),
  codeLast4: z.string(),
  fromName: z.string(),
  redeemedAt: z.iso.datetime(),
});
export type RedeemedGiftCard = z.infer<typeof redeemedGiftCardSchema>;

/** `GET /api/gift-cards`: newest first. */
export const giftCardListsSchema = z.object({ bought: z.array(boughtGiftCardSchema), redeemed: z.array(redeemedGiftCardSchema) });
export type GiftCardLists = z.infer<typeof giftCardListsSchema>;

/** `POST /api/gift-cards`: the card, and the checkout to send the buyer to. */
export const giftCardPurchaseResponseSchema = z.object({
  giftCard: boughtGiftCardSchema,
  checkout: z.object({ paymentId: z.uuid(), url: z.string() }),
});
export type GiftCardPurchaseResponse = z.infer<typeof giftCardPurchaseResponseSchema>;

/** `POST /api/gift-cards/redeem`: what was added and the balance now. */
export const giftCardRedeemResponseSchema = z.object({ amountOre: z.number().int(), balanceOre: z.number().int() });
export type GiftCardRedeemResponse = z.infer<typeof giftCardRedeemResponseSchema>;
