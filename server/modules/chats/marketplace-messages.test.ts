import { describe, expect, it } from 'vitest';
import { query, sql } from '#server/db/sql.ts';
import { createProvider } from '#server/test/discovery-factories.ts';
import { createTestUser } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { postMarketplaceMessage } from './marketplace-messages.ts';

const app = await buildTestApp();
const em = app.orm.em.fork();
const now = new Date('2026-12-01T08:00:00Z');

const line = (about: string) => ({ kind: 'system' as const, key: 'notifications:chat.bookingExpiredUnanswered', params: { service: 'Fast vask', orderNumber: 'TT100001', startsAt: now.toISOString() }, bookingId: null, about });

describe('a line the marketplace writes into a pair chat', () => {
  it('is stored once when the same line is written several times at once, and numbered without gaps with the next one', async () => {
    const customer = await createTestUser(em);
    const provider = await createProvider(em);
    const pair = { customerId: customer.id, providerId: provider.id, now };

    const sent = await Promise.all(Array.from({ length: 6 }, () => postMarketplaceMessage(app.orm.em.fork(), { ...pair, message: line('expired:1') })));
    expect(new Set(sent.map((message) => message?.message.id)).size).toBe(1);
    expect(sent.filter((message) => message?.created)).toHaveLength(1);
    expect(sent[0]?.recipientIds).toEqual([customer.id, provider.owner.id]);

    const next = await postMarketplaceMessage(app.orm.em.fork(), { ...pair, message: line('expired:2') });
    expect(next?.created).toBe(true);
    const stored = await query<{ seq: number }>(em, sql`select m.seq from chat_message m join chat c on c.id = m.chat_id where c.customer_id = ${customer.id} order by m.seq`);
    expect(stored.map((row) => row.seq)).toEqual([1, 2]);
  });
});
