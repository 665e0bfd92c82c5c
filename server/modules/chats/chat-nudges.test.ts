import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { createProvider } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { multipartBody } from '#server/test/multipart.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { chatNudgeJob } from '#workers/jobs/chats/chat-nudge.job.ts';
import { chatNudgeDelayMs, chatNudgeJobId, chatNudgeScheduler } from './chat-nudges.ts';

const start = '2026-12-01T08:00:00Z';
const minute = 60_000;
const clock = new ManualClock(start);
const app = await buildTestApp({ clock });
const em = app.orm.em.fork();
const runNudge = chatNudgeJob(app.orm, clock, { outbound: app.queues.outboundMessages, nudges: app.queues.chatNudges, origin: app.config.origin, appName: app.config.appName });

const call = (cookie: string, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => app.inject({ method, url: `/api${url}`, cookies: { sid: cookie }, payload });
const at = (minutes: number) => clock.set(new Date(new Date(start).getTime() + minutes * minute).toISOString());

/** A customer who opened a chat with a provider, whose owner is signed in too. */
async function pair() {
  at(0);
  const customer = await createTestUser(em, { firstName: 'Kari' });
  const provider = await createProvider(em, { displayName: `Glans ${randomUUID().slice(0, 6)}` });
  const customerCookie = await sessionCookieFor(app, customer.id);
  const ownerCookie = await sessionCookieFor(app, provider.owner.id);
  const chatId = (await call(customerCookie, 'POST', '/chats', { providerId: provider.id })).json().id as string;
  const send = async (cookie: string, text: string) => {
    const response = await call(cookie, 'POST', `/chats/${chatId}/messages`, { clientId: randomUUID(), text });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { seq: number };
  };
  return { customer, provider, owner: provider.owner, customerCookie, ownerCookie, chatId, send };
}

/** What was queued for an address or number, in order: the channel and the subject or text. */
async function queuedTo(...addresses: string[]) {
  const jobs = await app.queues.outboundMessages.getJobs(['waiting', 'delayed', 'completed', 'active', 'prioritized']);
  return jobs
    .filter((job) => addresses.includes(job.data.to))
    .sort((a, b) => a.timestamp - b.timestamp || a.data.channel.localeCompare(b.data.channel))
    .map((job) => [job.data.channel, job.data.subject ?? job.data.text]);
}

describe('nudges about unread messages', () => {
  it('waits a few minutes, then tells the reader once about everything unread, by e-mail and SMS', async () => {
    const { customer, provider, owner, chatId, send } = await pair();
    await send((await sessionCookieFor(app, customer.id)), 'Hei! Kan dere vaske vinduer på fredag?');
    at(1);
    await send((await sessionCookieFor(app, customer.id)), 'Det er tre etasjer.');
    // One job for the provider's owner, due five minutes after the first message; none for the sender.
    const job = await app.queues.chatNudges.getJob(chatNudgeJobId(chatId, owner.id));
    expect(job?.opts.delay).toBe(chatNudgeDelayMs);
    expect(await app.queues.chatNudges.getJob(chatNudgeJobId(chatId, customer.id))).toBeUndefined();

    at(5);
    expect(await runNudge({ data: { chatId, userId: owner.id } })).toBe('sent');
    const told = await queuedTo(owner.email, owner.phone);
    expect(told).toEqual([
      ['email', 'Kari har sendt deg 2 meldinger'],
      ['sms', expect.stringContaining('Kari har skrevet til deg: «Det er tre etasjer.»')],
    ]);
    // Run again (a retried job): nothing new to tell.
    expect(await runNudge({ data: { chatId, userId: owner.id } })).toBe('nothing_unread');
    expect(await queuedTo(owner.email, owner.phone)).toHaveLength(2);
    expect(provider.displayName).toBeTruthy();
  });

  it('names a picture sent without a caption, so the quote is never empty', async () => {
    const { customer, owner, chatId } = await pair();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2f7d32' } }).png().toBuffer();
    const form = multipartBody([{ name: 'clientId', value: randomUUID() }, { name: 'file', filename: 'hekk.png', contentType: 'image/png', bytes: png }]);
    const sent = await app.inject({ method: 'POST', url: `/api/chats/${chatId}/pictures`, cookies: { sid: await sessionCookieFor(app, customer.id) }, ...form });
    expect(sent.statusCode, sent.body).toBe(201);
    at(5);
    expect(await runNudge({ data: { chatId, userId: owner.id } })).toBe('sent');
    expect(await queuedTo(owner.phone)).toEqual([['sms', expect.stringContaining('Kari har skrevet til deg: «Bilde»')]]);
  });

  it('says nothing about what was read in time, and keeps to one nudge an hour', async () => {
    const { owner, ownerCookie, customerCookie, chatId, send } = await pair();
    const first = await send(customerCookie, 'Første melding');
    at(2);
    expect((await call(ownerCookie, 'POST', `/chats/${chatId}/read`, { seq: first.seq })).statusCode).toBe(200);
    at(5);
    expect(await runNudge({ data: { chatId, userId: owner.id } })).toBe('nothing_unread');

    await send(customerCookie, 'Andre melding');
    at(10);
    expect(await runNudge({ data: { chatId, userId: owner.id } })).toBe('sent');
    at(12);
    await send(customerCookie, 'Tredje melding');
    at(17);
    // Within the hour of the last nudge: postponed to that hour's end, in a job of its own.
    expect(await runNudge({ data: { chatId, userId: owner.id } })).toEqual({ later: new Date(new Date(start).getTime() + 70 * minute) });
    const postponed = await app.queues.chatNudges.getJob(`${chatNudgeJobId(chatId, owner.id)}-${new Date(start).getTime() + 70 * minute}`);
    expect(postponed?.opts.delay).toBe(53 * minute);
    at(70);
    expect(await runNudge({ data: { chatId, userId: owner.id } })).toBe('sent');
    expect((await queuedTo(owner.email)).map(([, subject]) => subject)).toEqual(['Kari har sendt deg en melding', 'Kari har sendt deg en melding']);
  });

  it('uses only the channels the reader wants, in their language, and names the provider to a customer', async () => {
    const { customer, customerCookie, ownerCookie, chatId, send, provider } = await pair();
    await call(customerCookie, 'PUT', '/user/notification-settings', {
      bookings: { email: true, sms: true },
      requests: { email: true, sms: true },
      messages: { email: true, sms: false },
    });
    await app.inject({ method: 'PATCH', url: '/api/user', cookies: { sid: customerCookie }, payload: { language: 'en_us' } });
    await send(ownerCookie, 'We can come on Friday at 10.');
    at(5);
    expect(await runNudge({ data: { chatId, userId: customer.id } })).toBe('sent');
    expect(await queuedTo(customer.email, customer.phone)).toEqual([['email', `${provider.displayName} sent you a message`]]);
  });
});

describe('chatNudgeScheduler', () => {
  it('queues a reader\'s nudge once per delay, not once per message, and never the sender\'s', async () => {
    let now = 0;
    const schedule = chatNudgeScheduler(app.queues.chatNudges, () => now);
    const [chatId, reader, sender] = [randomUUID(), randomUUID(), randomUUID()];
    const nudgeOf = (userId: string) => app.queues.chatNudges.getJob(chatNudgeJobId(chatId, userId));

    await schedule({ chatId, senderId: sender }, [sender, reader]);
    const first = await nudgeOf(reader);
    expect(first?.opts.delay).toBe(chatNudgeDelayMs);
    expect(await nudgeOf(sender)).toBeUndefined();

    // While that nudge waits, more messages do not reach the queue at all.
    await first!.remove();
    now += chatNudgeDelayMs - 11_000;
    await schedule({ chatId, senderId: sender }, [sender, reader]);
    expect(await nudgeOf(reader)).toBeUndefined();

    // Shortly before it is due, a message schedules again (the queue joins it to a waiting nudge).
    now += 2_000;
    await schedule({ chatId, senderId: sender }, [sender, reader]);
    expect(await nudgeOf(reader)).toBeDefined();
  });
});
