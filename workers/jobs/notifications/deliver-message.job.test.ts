import { randomUUID } from 'node:crypto';
import { QueueEvents } from 'bullmq';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { queueNames, queuePrefix } from '#shared/queues.ts';
import { createRedis } from '#server/lib/redis.ts';
import { queueOutboundMessage } from '#server/modules/notifications/outbound-message.service.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { startWorkers } from '#workers/worker-pool.ts';

const app = await buildTestApp();
const config = app.config;
const connection = createRedis(config.redisUrl, { forQueues: true });
const pool = startWorkers(config, app.orm, connection, pino({ level: 'silent' }));
const events = new QueueEvents(queueNames.outboundMessages, { connection: createRedis(config.redisUrl, { forQueues: true }), prefix: queuePrefix(config.redisKeyPrefix) });
await events.waitUntilReady();
afterAll(async () => {
  await pool.close();
  await events.close();
  events.disconnect();
  connection.disconnect();
});

async function outbox(to: string) {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(response.statusCode).toBe(200);
  return response.json().data as Array<Record<string, unknown>>;
}

async function deliver(message: Parameters<typeof queueOutboundMessage>[1]) {
  const queued = await queueOutboundMessage(app.queues.outboundMessages, message);
  const job = await app.queues.outboundMessages.getJob(queued.id);
  await job!.waitUntilFinished(events, 10_000);
  return queued;
}

describe('outbound messages through the queue to the development outbox', () => {
  it('delivers an SMS, findable by the number in any accepted form', async () => {
    const phone = `+479${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await deliver({ channel: 'sms', to: phone, text: 'Koden din er 123456' });
    for (const form of [phone, phone.slice(3), `00${phone.slice(1)}`]) {
      expect(await outbox(form)).toEqual([{ channel: 'sms', to: phone, text: 'Koden din er 123456', createdAt: expect.any(String) }]);
    }
  });

  it('delivers an e-mail with subject and HTML, newest first', async () => {
    const to = `${randomUUID()}@eksempel.no`;
    await deliver({ channel: 'email', to, subject: 'Første', text: 'Hei', html: '<p>Hei</p>' });
    await deliver({ channel: 'email', to, subject: 'Andre', text: 'Hei igjen' });
    const messages = await outbox(to);
    expect(messages.map((message) => message.subject)).toEqual(['Andre', 'Første']);
    expect(messages[1]).toMatchObject({ html: '<p>Hei</p>' });
  });

  it('delivers a message once even when it is queued twice', async () => {
    const to = `${randomUUID()}@eksempel.no`;
    const first = await deliver({ channel: 'email', to, subject: 'Én gang', text: 'Bare én' });
    await queueOutboundMessage(app.queues.outboundMessages, { id: first.id, channel: 'email', to, subject: 'Én gang', text: 'Bare én' });
    await pool.workers[0]!.delay(0).catch(() => undefined);
    expect(await outbox(to)).toHaveLength(1);
  });

  it('stores a delivery once even when the job itself runs twice', async () => {
    const to = `${randomUUID()}@eksempel.no`;
    const message = { id: randomUUID(), channel: 'email' as const, to, subject: 'Gjentatt', text: 'To forsøk' };
    const { OutboxDelivery } = await import('#server/modules/notifications/delivery/outbox-delivery.ts');
    const delivery = new OutboxDelivery(app.orm.em);
    await delivery.deliver(message);
    await delivery.deliver(message);
    expect(await outbox(to)).toHaveLength(1);
  });

  it('refuses to queue an e-mail without a subject', async () => {
    await expect(queueOutboundMessage(app.queues.outboundMessages, { channel: 'email', to: 'a@b.no', text: 'x' })).rejects.toThrow();
  });
});
