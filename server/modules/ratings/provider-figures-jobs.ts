import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import type { ProviderFiguresJob } from '#shared/queues.ts';
import { query, sql } from '#server/db/sql.ts';
import { refreshProviderFigures } from './provider-figures.service.ts';

/** How long after a chat message its provider's figures are counted again; messages meanwhile join the same count. */
export const chatFiguresDelayMs = 60_000;
/** Every provider's figures, once a day shortly after midnight in Oslo, when new providers' turns change. */
export const providerRecountSchedule = { pattern: '5 0 * * *', tz: 'Europe/Oslo' } as const;

const jobOptions = { removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 }, attempts: 3, backoff: { type: 'exponential', delay: 10_000 } } as const;

/**
 * Queues the count for a chat's provider a minute on. One waiting job per chat (its id names the
 * chat), so a lively conversation costs one count a minute, and a process that queued it a moment
 * ago does not ask Redis again until it is due.
 */
export function chatFiguresScheduler(queue: Queue<ProviderFiguresJob>, now: () => number = Date.now) {
  const queuedUntil = new Map<string, number>();
  return async (chatId: string): Promise<void> => {
    const at = now();
    if ((queuedUntil.get(chatId) ?? 0) > at) return;
    if (queuedUntil.size > 10_000) for (const [id, until] of queuedUntil) if (until <= at) queuedUntil.delete(id);
    queuedUntil.set(chatId, at + chatFiguresDelayMs);
    try {
      await queue.add('chat', { type: 'chat', chatId }, { ...jobOptions, delay: chatFiguresDelayMs, jobId: `provider-figures-chat-${chatId}` });
    } catch (error) {
      queuedUntil.delete(chatId);
      throw error;
    }
  };
}

/** Deadline expiries of one provider within this span are counted together, once. */
export const providerFiguresBucketMs = 5_000;

/**
 * Queues the count of a provider's figures for the end of the current five seconds (and a moment
 * after): one job per provider and span, named by both, so a burst of expiries falling on one
 * provider costs one count, and a change queued during a span is always counted by a job that
 * starts after it was queued (after its transaction committed).
 */
export function providerFiguresScheduler(queue: Queue<ProviderFiguresJob>, now: () => number = Date.now) {
  // The providers this process queued in the current span: Redis is asked once per provider and span.
  let queuedSpan = -1;
  const queued = new Set<string>();
  return async (providerId: string): Promise<void> => {
    const at = now();
    const span = Math.floor(at / providerFiguresBucketMs);
    if (span !== queuedSpan) {
      queued.clear();
      queuedSpan = span;
    }
    if (queued.has(providerId)) return;
    queued.add(providerId);
    const delay = (span + 1) * providerFiguresBucketMs - at + 500;
    try {
      await queue.add('provider', { type: 'provider', providerId }, { ...jobOptions, delay, jobId: `provider-figures-provider-${providerId}-${span}` });
    } catch (error) {
      if (queuedSpan === span) queued.delete(providerId);
      throw error;
    }
  };
}

/** The figures of the provider a chat is with; answers whether any changed (false for a chat gone meanwhile). */
export async function refreshChatProviderFigures(em: EntityManager, chatId: string, now: Date): Promise<boolean> {
  const [chat] = await query<{ provider_id: string }>(em, sql`select c.provider_id from chat c where c.id = ${chatId}::uuid`);
  if (!chat) return false;
  return (await refreshProviderFigures(em, [chat.provider_id], now)) > 0;
}
