import { z } from 'zod';

/**
 * Queue names and job payloads shared by the producers (server) and the workers. Names are
 * short and stable: renaming one strands the jobs already waiting in Redis.
 */
export const queueNames = {
  outboundMessages: 'outbound-messages',
  loginLinkExpiry: 'login-link-expiry',
  bookingDeadlines: 'booking-deadlines',
  invoiceReminders: 'invoice-reminders',
  giftCardDelivery: 'gift-card-delivery',
  paymentRetries: 'payment-retries',
  accountErasure: 'account-erasure',
  customRequests: 'custom-requests',
  chatNudges: 'chat-nudges',
  calls: 'calls',
  subscriptions: 'subscriptions',
  providerFigures: 'provider-figures',
} as const;
export type QueueName = (typeof queueNames)[keyof typeof queueNames];

export const messageChannelSchema = z.enum(['sms', 'email']);
export type MessageChannel = z.infer<typeof messageChannelSchema>;

/** One text message or e-mail to deliver. `id` makes a repeated delivery a no-op. */
export const outboundMessageSchema = z
  .object({
    id: z.uuid(),
    channel: messageChannelSchema,
    to: z.string().min(3).max(254),
    subject: z.string().max(200).optional(),
    text: z.string().min(1).max(20_000),
    html: z.string().max(200_000).optional(),
  })
  .refine((message) => message.channel === 'sms' || Boolean(message.subject), {
    path: ['subject'],
    message: 'common.field.required',
  });
export type OutboundMessage = z.infer<typeof outboundMessageSchema>;

/** Expire one e-mail login link when its 15 minutes are up (design card: login-link expiry). */
export const loginLinkExpiryJobSchema = z.object({ linkId: z.uuid() });
export type LoginLinkExpiryJob = z.infer<typeof loginLinkExpiryJobSchema>;

/** Which 72-hour deadline of a request a job is about (spec §4). */
export const bookingDeadlineKindSchema = z.enum(['provider_answer', 'payment']);
export type BookingDeadlineKind = z.infer<typeof bookingDeadlineKindSchema>;

/**
 * Jobs of the booking deadlines: expire a booking whose deadline passed, remind whoever must act
 * before it does, expire a reschedule request nobody answered, and the periodic sweep that catches
 * deadlines and reschedule requests whose job was lost.
 */
export const bookingDeadlineJobSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('expire'), bookingId: z.uuid(), deadline: bookingDeadlineKindSchema }),
  z.object({ type: z.literal('remind'), bookingId: z.uuid(), deadline: bookingDeadlineKindSchema }),
  z.object({ type: z.literal('expireReschedule'), requestId: z.uuid() }),
  /** Three days after a booking is done, the customer is reminded to rate it (once, if not rated). */
  z.object({ type: z.literal('rateReminder'), bookingId: z.uuid() }),
  /** Catches rating reminders whose job was lost (hourly). */
  z.object({ type: z.literal('rateReminderSweep') }),
  z.object({ type: z.literal('sweep') }),
]);
export type BookingDeadlineJob = z.infer<typeof bookingDeadlineJobSchema>;

/**
 * A provider's figures counted again: after a message in one of its chats (a first answer moves the
 * response time), or all providers' once a day (the 12-month window moves and new providers take
 * turns at the ranking's lift).
 */
export const providerFiguresJobSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat'), chatId: z.uuid() }),
  z.object({ type: z.literal('provider'), providerId: z.uuid() }),
  z.object({ type: z.literal('recount') }),
]);
export type ProviderFiguresJob = z.infer<typeof providerFiguresJobSchema>;

/** The gift card sweep: e-mail the cards whose delivery time has come, and buyers' receipts. */
export const giftCardDeliveryJobSchema = z.object({ type: z.literal('sweep') });
export type GiftCardDeliveryJob = z.infer<typeof giftCardDeliveryJobSchema>;

/** The daily sweep that reminds customers of overdue invoices. */
export const invoiceReminderJobSchema = z.object({ type: z.literal('sweep') });
export type InvoiceReminderJob = z.infer<typeof invoiceReminderJobSchema>;

/**
 * Money that could not move at once (the gateway was down): a cancellation's refund or a manual
 * capture, retried with backoff under the same idempotency key until it goes through.
 */
export const paymentRetryJobSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('refund'), bookingId: z.uuid(), amountOre: z.number().int().positive(), idempotencyKey: z.string().min(1) }),
  z.object({ type: z.literal('capture'), bookingId: z.uuid() }),
]);
export type PaymentRetryJob = z.infer<typeof paymentRetryJobSchema>;

/**
 * Erasing a person's data 30 days after they asked (docs/architecture.md "Personal data"): one
 * job per request, and the daily sweep that erases any request past its time whose job was lost.
 */
export const accountErasureJobSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('erase'), userId: z.uuid() }), z.object({ type: z.literal('sweep') })]);
export type AccountErasureJob = z.infer<typeof accountErasureJobSchema>;

/**
 * Timed rules of custom requests (spec §4, §9): the broadcast of a request to every relevant
 * provider 24 hours after it was sent, an offer's expiry at its deadline, and the sweep that does
 * both for anything whose job was lost.
 */
export const customRequestJobSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('broadcast'), requestId: z.uuid() }),
  z.object({ type: z.literal('expireOffer'), offerId: z.uuid() }),
  z.object({ type: z.literal('sweep') }),
]);
export type CustomRequestJob = z.infer<typeof customRequestJobSchema>;

/** BullMQ keeps each environment's jobs apart by prefix; the braces keep a queue on one Redis Cluster slot. */
export function queuePrefix(redisKeyPrefix: string): string {
  return `{${redisKeyPrefix}bull}`;
}

/** Tell one person of a chat about the messages they have not read (one job per chat and person at a time). */
export const chatNudgeJobSchema = z.object({ chatId: z.uuid(), userId: z.uuid() });
export type ChatNudgeJob = z.infer<typeof chatNudgeJobSchema>;

/** A call's deadline (ringing 45 s, connecting 30 s), and the sweep that catches deadlines whose job was lost. */
export const callJobSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('timeout'), callId: z.uuid() }), z.object({ type: z.literal('sweep') })]);
export type CallJob = z.infer<typeof callJobSchema>;

/**
 * A subscription's visits: charge one when its charge time or retry has come, set one aside that
 * is still unpaid at its start, and the sweep that generates visits ahead and catches every
 * deadline whose job was lost.
 */
export const subscriptionJobSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('charge'), visitId: z.uuid() }),
  z.object({ type: z.literal('start'), visitId: z.uuid() }),
  z.object({ type: z.literal('sweep') }),
]);
export type SubscriptionJob = z.infer<typeof subscriptionJobSchema>;
