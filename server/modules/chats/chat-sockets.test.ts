import { randomUUID } from 'node:crypto';
import { inbox, liveSockets, settle, until, twoServers } from '#server/test/live-sockets.ts';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/chats/chat.schema.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { createProvider } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { deactivateChat } from './chat.service.ts';


// Two server instances sharing PostgreSQL and Redis, as behind a load balancer.
const { first, second, firstUrl, secondUrl } = await twoServers();
const em = first.orm.em.fork();

const clients = liveSockets();
afterAll(() => clients.closeAll());
const open = (url: string, sessionId: string) => clients.open(url, sessionId, { ping: false });

async function pair() {
  const customer = await createTestUser(em);
  const provider = await createProvider(em);
  const customerSession = await sessionCookieFor(first, customer.id);
  const ownerSession = await sessionCookieFor(first, provider.owner.id);
  const opened = await first.inject({ method: 'POST', url: '/api/chats', cookies: { sid: customerSession }, payload: { providerId: provider.id } });
  return { customer, owner: provider.owner, customerSession, ownerSession, chatId: (opened.json() as { id: string }).id };
}

const restSend = (app: typeof first, sessionId: string, chatId: string, text: string, clientId: string = randomUUID()) =>
  app.inject({ method: 'POST', url: `/api/chats/${chatId}/messages`, cookies: { sid: sessionId }, payload: { clientId, text } });

describe('chat over sockets', () => {
  it('sends with an acknowledgement and pushes the message to both sides, also across server instances', async () => {
    const { customer, customerSession, ownerSession, chatId } = await pair();
    const sender = await open(firstUrl, customerSession);
    const senderOtherTab = await open(secondUrl, customerSession);
    const receiver = await open(secondUrl, ownerSession);
    const [atSender, atOtherTab, atReceiver] = [inbox(sender), inbox(senderOtherTab), inbox(receiver)];
    await settle();

    const clientId = randomUUID();
    const ack = await sender.emitWithAck('chat:send', { chatId, clientId, text: 'Hei fra instans A' });
    expect(ack).toMatchObject({ ok: true, message: { chatId, clientId, senderId: customer.id, kind: 'text', text: 'Hei fra instans A', seq: 1 } });
    const stored = (ack as { message: ChatMessage }).message;
    await until(() => atReceiver.length === 1 && atOtherTab.length === 1, 'the message on the other tab and at the receiver');
    expect(atReceiver).toEqual([stored]);
    expect(atOtherTab).toEqual([stored]);
    // The sending tab has it in the acknowledgement, and is not sent it twice.
    await settle();
    expect(atSender).toEqual([]);

    // A resend (the first acknowledgement got lost) answers the stored message and pushes nothing new.
    expect(await sender.emitWithAck('chat:send', { chatId, clientId, text: 'Hei fra instans A' })).toEqual({ ok: true, message: stored });
    expect(await sender.emitWithAck('chat:send', { chatId, clientId, text: 'Endret' })).toMatchObject({
      ok: false,
      error: { status: 409, data: { key: 'error.chat.client_id_reused' } },
    });

    // A message sent through REST on the other instance arrives here too.
    const viaRest = await restSend(second, ownerSession, chatId, 'Svar over REST');
    expect(viaRest.statusCode).toBe(201);
    await until(() => atSender.length === 1, 'the REST message');
    expect(atSender.map((message) => message.text)).toEqual(['Svar over REST']);
    expect(atReceiver).toHaveLength(2);

    // Reading on one device clears the badge on the person's other tabs, and tells nobody else.
    const reads: unknown[] = [];
    senderOtherTab.on('chat:read', (event) => reads.push(event));
    const othersReads: unknown[] = [];
    receiver.on('chat:read', (event) => othersReads.push(event));
    await first.inject({ method: 'POST', url: `/api/chats/${chatId}/read`, cookies: { sid: customerSession }, payload: { seq: 2 } });
    await until(() => reads.length === 1, 'the read mark');
    expect(reads).toEqual([{ chatId, lastReadSeq: 2, unreadCount: 0 }]);
    await settle();
    expect(othersReads).toEqual([]);
  });

  it('refuses a malformed payload, a stranger and a deactivated chat in the acknowledgement', async () => {
    const { customerSession, chatId } = await pair();
    const sender = await open(firstUrl, customerSession);
    const bad = await sender.emitWithAck('chat:send', { chatId, clientId: 'not-a-uuid', text: '' });
    expect(bad).toMatchObject({ ok: false, error: { status: 400, data: { key: 'error.validation.failed' } } });

    const stranger = await createTestUser(em);
    const strangerSocket = await open(firstUrl, await sessionCookieFor(first, stranger.id));
    const leaked = inbox(strangerSocket);
    expect(await strangerSocket.emitWithAck('chat:send', { chatId, clientId: randomUUID(), text: 'Inntrenger' })).toMatchObject({
      ok: false,
      error: { status: 404, data: { key: 'error.http.resource_not_found' } },
    });
    await sender.emitWithAck('chat:send', { chatId, clientId: randomUUID(), text: 'Bare for oss' });
    const history = await first.inject({ method: 'GET', url: `/api/chats/${chatId}/messages`, cookies: { sid: await sessionCookieFor(first, stranger.id) } });
    expect(history.statusCode).toBe(404);

    await deactivateChat(first.orm.em.fork(), { chatId, admin: stranger, reason: 'Test', now: new Date() });
    expect(await sender.emitWithAck('chat:send', { chatId, clientId: randomUUID(), text: 'Etter' })).toMatchObject({
      ok: false,
      error: { status: 403, data: { key: 'error.chat.deactivated' }, message: expect.stringMatching(/deactivated/) },
    });
    await settle();
    expect(leaked).toEqual([]);
  });

  it('refuses a blocked sender', async () => {
    const { customer, customerSession, chatId } = await pair();
    const sender = await open(firstUrl, customerSession);
    await em.nativeUpdate(UserEntity, { id: customer.id }, { isBlocked: true });
    expect(await sender.emitWithAck('chat:send', { chatId, clientId: randomUUID(), text: 'hei' })).toMatchObject({
      ok: false,
      error: { status: 403, data: { key: 'error.user.blocked' } },
    });
  });

  it('lets a client that was away catch up with exactly the messages it missed, in order', async () => {
    const { customerSession, ownerSession, chatId } = await pair();
    const owner = await open(firstUrl, ownerSession);
    const seen = inbox(owner);
    const customer = await open(secondUrl, customerSession);
    await settle();
    await customer.emitWithAck('chat:send', { chatId, clientId: randomUUID(), text: 'før' });
    await until(() => seen.length === 1, 'the first message');
    owner.disconnect();

    for (const text of ['mens du var borte 1', 'mens du var borte 2', 'mens du var borte 3']) {
      await customer.emitWithAck('chat:send', { chatId, clientId: randomUUID(), text });
    }
    const back = await open(secondUrl, ownerSession);
    const missed = await second.inject({ method: 'GET', url: `/api/chats/${chatId}/messages?after=${seen.at(-1)!.id}`, cookies: { sid: ownerSession } });
    expect(missed.statusCode).toBe(200);
    expect((missed.json() as { data: ChatMessage[] }).data.map((message) => [message.seq, message.text])).toEqual([
      [2, 'mens du var borte 1'],
      [3, 'mens du var borte 2'],
      [4, 'mens du var borte 3'],
    ]);
    expect(seen).toHaveLength(1);
    back.disconnect();
  });

  it('relays typing to the other side at most every two seconds per connection', async () => {
    const { customer, customerSession, ownerSession, chatId } = await pair();
    const typist = await open(firstUrl, customerSession);
    const otherSide = await open(secondUrl, ownerSession);
    const typing: Array<{ chatId: string; userId: string }> = [];
    otherSide.on('chat:typing', (event) => typing.push(event));
    const ownEcho: unknown[] = [];
    typist.on('chat:typing', (event) => ownEcho.push(event));
    await settle();

    for (let index = 0; index < 5; index += 1) typist.emit('chat:typing', { chatId });
    await until(() => typing.length === 1, 'the typing event');
    await settle();
    expect(typing).toEqual([{ chatId, userId: customer.id }]);
    expect(ownEcho).toEqual([]);

    const stranger = await open(firstUrl, await sessionCookieFor(first, (await createTestUser(em)).id));
    stranger.emit('chat:typing', { chatId });
    await settle();
    expect(typing).toHaveLength(1);
  });
});
