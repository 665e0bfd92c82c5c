import type { AddressInfo } from 'node:net';
import { inbox, liveSockets, settle } from '#server/test/live-sockets.ts';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/chats/chat.schema.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { signedInAdmin } from '#server/modules/providers/registration-test-kit.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { bookingRequestBody, createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';

// Tuesday 09:00 in Oslo; the default schedule takes requests for Thursday 10:00.
const clock = new ManualClock('2026-12-01T08:00:00Z');
const app = await buildTestApp({ clock });
await app.listen({ host: '127.0.0.1', port: 0 });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const em = app.orm.em.fork();
const admin = await signedInAdmin(app, em);

const sockets = liveSockets();
afterAll(() => sockets.closeAll());

const listen = async (cookie: string) => inbox(await sockets.open(url, cookie));

const call = (cookie: string, method: 'GET' | 'POST', path: string, payload?: unknown) =>
  app.inject({ method, url: `/api${path}`, cookies: { sid: cookie }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const block = (userId: string) => call(admin.sid, 'POST', `/admin/users/${userId}/block`, { message: 'Kontoen er sperret. Kontakt oss.' });
const unblock = (userId: string) => call(admin.sid, 'POST', `/admin/users/${userId}/unblock`);

const lineKeys = (messages: ChatMessage[]) => messages.flatMap((message) => (message.payload && 'line' in message.payload ? [message.payload.line.key] : []));

async function messagesOf(cookie: string, chatId: string): Promise<ChatMessage[]> {
  const page = (await call(cookie, 'GET', `/chats/${chatId}/messages?max=100`)).json() as { data: ChatMessage[] };
  return [...page.data].sort((a, b) => a.seq - b.seq);
}


/** A provider the customer sent a request to, which opened their chat. */
async function providerAskedBy(customer: string) {
  const provider = await createProvider(em, { instantBooking: false, category: await createCategory(em) });
  const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
  expect((await call(customer, 'POST', '/custom-request/service', bookingRequestBody(service.id, '2026-12-03T09:00:00.000Z'))).statusCode).toBe(201);
  const chats = (await call(customer, 'GET', '/chats')).json() as { data: Array<{ id: string; providerId: string }> };
  return { provider, cookie: await sessionCookieFor(app, provider.owner.id), chatId: chats.data.find((chat) => chat.providerId === provider.id)!.id };
}

describe('a person blocked by support', () => {
  it('closes each of their open chats with one line, pushed live, and unblocking opens them again; chats closed for another reason stay as they are', async () => {
    const customerUser = await createTestUser(em);
    const customer = await sessionCookieFor(app, customerUser.id);
    const open = await providerAskedBy(customer);
    const blockedElsewhere = await providerAskedBy(customer);
    expect((await block(blockedElsewhere.provider.owner.id)).statusCode).toBe(200);
    expect(lineKeys(await messagesOf(customer, blockedElsewhere.chatId))).toEqual(['notifications:chat.bookingRequested', 'notifications:chat.chatClosed']);
    const toProvider = await listen(open.cookie);

    expect((await block(customerUser.id)).statusCode).toBe(200);
    // Blocking again changes nothing, and says nothing again.
    expect((await block(customerUser.id)).statusCode).toBe(200);
    await settle();
    const closed = await messagesOf(open.cookie, open.chatId);
    expect(lineKeys(closed)).toEqual(['notifications:chat.bookingRequested', 'notifications:chat.chatClosed']);
    expect(closed.at(-1)).toMatchObject({ kind: 'system', senderId: null, payload: { line: { params: {}, bookingId: null } } });
    expect(toProvider.map((message) => message.id)).toEqual([closed.at(-1)!.id]);
    const chat = (await call(open.cookie, 'GET', '/chats')).json().data.find((row: { id: string }) => row.id === open.chatId);
    expect(chat).toMatchObject({ readOnly: true });

    expect((await unblock(customerUser.id)).statusCode).toBe(200);
    expect((await unblock(customerUser.id)).statusCode).toBe(200);
    await settle();
    expect(lineKeys(await messagesOf(open.cookie, open.chatId))).toEqual(['notifications:chat.bookingRequested', 'notifications:chat.chatClosed', 'notifications:chat.chatReopened']);
    expect(lineKeys(toProvider)).toEqual(['notifications:chat.chatClosed', 'notifications:chat.chatReopened']);
    // The other account is still blocked, so that chat stays read-only and hears nothing.
    expect(lineKeys(await messagesOf(customer, blockedElsewhere.chatId))).toEqual(['notifications:chat.bookingRequested', 'notifications:chat.chatClosed']);
    const sent = await call(open.cookie, 'POST', `/chats/${open.chatId}/messages`, { clientId: crypto.randomUUID(), text: 'Hei igjen!' });
    expect(sent.statusCode, sent.body).toBe(201);
  });
});
