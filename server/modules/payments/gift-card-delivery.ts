import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { createHash } from 'node:crypto';
import { type OutboundMessage, outboundMessageSchema } from '#shared/queues.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { outboundMessageJobOptions } from '#server/modules/notifications/outbound-message.service.ts';
import { languageOf } from '#server/modules/notifications/message-text.ts';
import { visibleGiftCardCode } from './gift-card-code.service.ts';
import { giftCardDeliveryEmail, giftCardLanguage, giftCardReceiptEmail } from './gift-card-email.ts';
import { GiftCardEntity } from './gift-card.entity.ts';

export type GiftCardMailSettings = { appName: string; origin: string; secret: string };

/** How often the delivery job runs. */
export const giftCardDeliveryEveryMs = 60_000;
/** Receipts are sent for cards paid this long ago at most; a worker down for longer sends none late. */
const receiptLookbackMs = 24 * 3_600_000;
const batchSize = 200;

/**
 * The message id of one e-mail about one card, derived from the card, so the same e-mail queued
 * again (a second run, two workers) is delivered once: the queue refuses a job id it still holds
 * and the outbox a delivery key it has.
 */
export function giftCardMessageId(giftCardId: string, kind: 'delivery' | 'receipt'): string {
  const hex = createHash('sha256').update(`gift-card-${kind}:${giftCardId}`).digest('hex');
  // Shaped as a UUID of version 8 (custom) with the RFC variant.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Completed jobs are kept longer than the receipt look-back, so a receipt's job id is still known when the next run asks. */
const keepWhileDeduplicating = { ...outboundMessageJobOptions, removeOnComplete: { age: 3 * 24 * 3600 } };

async function queueOnce(queue: Queue<OutboundMessage>, message: OutboundMessage): Promise<void> {
  const parsed = outboundMessageSchema.parse(message);
  await queue.add('deliver', parsed, { ...keepWhileDeduplicating, jobId: parsed.id });
}

/**
 * E-mails every paid card whose delivery time has come to its recipient, in the buyer's language,
 * and marks it delivered. Each card is locked while it is handled and skipped when another run
 * holds it; the e-mail is queued before the status changes and under an id of its own, so a run
 * that fails in between sends it once on the next run. Answers how many cards were delivered.
 */
export async function deliverDueGiftCards(em: EntityManager, queue: Queue<OutboundMessage>, settings: GiftCardMailSettings, now: Date): Promise<number> {
  const due = await em.find(GiftCardEntity, { status: 'paid', deliverAt: { $lte: now } }, { fields: ['id'], orderBy: { deliverAt: 'asc' }, limit: batchSize });
  let delivered = 0;
  for (const { id } of due) {
    const done = await em.fork().transactional(async (tx) => {
      const card = await tx.findOne(GiftCardEntity, { id, status: 'paid' }, { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, refresh: true });
      if (!card) return false;
      const buyer = await tx.findOneOrFail(UserEntity, card.buyer.id);
      const code = visibleGiftCardCode(card, settings.secret);
      // The server secret changed since the card was bought: its code cannot be written out again.
      if (!code) return false;
      const email = giftCardDeliveryEmail({
        language: giftCardLanguage(card.locale),
        appName: settings.appName,
        origin: settings.origin,
        amountOre: card.amountOre,
        code,
        fromName: `${buyer.firstName} ${buyer.lastName}`.trim(),
        recipientName: card.recipientName ?? null,
        message: card.message ?? null,
      });
      await queueOnce(queue, { id: giftCardMessageId(card.id, 'delivery'), channel: 'email', to: card.recipientEmail, ...email });
      tx.assign(card, { status: 'delivered', deliveredAt: now });
      return true;
    });
    if (done) delivered += 1;
  }
  return delivered;
}

/**
 * Queues the buyer's receipt for each card paid in the last day. Running every minute, it queues
 * the same receipts again; their ids make each one delivered once. Answers how many were queued.
 */
export async function sendGiftCardReceipts(em: EntityManager, queue: Queue<OutboundMessage>, settings: GiftCardMailSettings, now: Date): Promise<number> {
  const paid = await em.find(
    GiftCardEntity,
    { paidAt: { $gt: new Date(now.getTime() - receiptLookbackMs), $lte: now } },
    { populate: ['buyer'], orderBy: { paidAt: 'asc' }, limit: batchSize },
  );
  for (const card of paid) {
    const language = languageOf(card.buyer.language);
    const email = giftCardReceiptEmail({
      language,
      origin: settings.origin,
      amountOre: card.amountOre,
      buyerName: card.buyer.firstName,
      recipientName: card.recipientName ?? null,
      recipientEmail: card.recipientEmail,
      deliverAt: card.deliverAt,
      now,
    });
    await queueOnce(queue, { id: giftCardMessageId(card.id, 'receipt'), channel: 'email', to: card.buyer.email, ...email });
  }
  return paid.length;
}
