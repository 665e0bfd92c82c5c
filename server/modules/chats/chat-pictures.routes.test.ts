import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { inbox, liveSockets, until } from '#server/test/live-sockets.ts';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { deletionGraceMs } from '#shared/accounts/account-deletion.ts';
import type { ChatListItem, ChatMessage } from '#shared/chats/chat.schema.ts';
import { eraseIfDue } from '#server/modules/accounts/account-erasure.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { createProvider } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { multipartBody, type MultipartPart } from '#server/test/multipart.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { chatPictureFolder } from './chat-pictures.ts';
import { deactivateChat } from './chat.service.ts';

const app = await buildTestApp();
const em = app.orm.em.fork();
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const sockets = liveSockets();
afterAll(() => sockets.closeAll());
afterEach(() => vi.restoreAllMocks());

/** A small real picture, 300 × 200, as a phone would send it. */
const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 30, g: 140, b: 90 } } }).png().toBuffer();

async function pair() {
  const customer = await createTestUser(em);
  const provider = await createProvider(em);
  const customerSid = await sessionCookieFor(app, customer.id);
  const ownerSid = await sessionCookieFor(app, provider.owner.id);
  const opened = await app.inject({ method: 'POST', url: '/api/chats', cookies: { sid: customerSid }, payload: { providerId: provider.id } });
  expect(opened.statusCode).toBe(201);
  return { customer, owner: provider.owner, customerSid, ownerSid, chatId: (opened.json() as { id: string }).id };
}

function sendPicture(sid: string, chatId: string, fields: { clientId?: string; text?: string } = {}, file: MultipartPart | null = { name: 'file', filename: 'hekk.png', contentType: 'image/png', bytes: png }) {
  const parts: MultipartPart[] = [{ name: 'clientId', value: fields.clientId ?? randomUUID() }];
  if (fields.text !== undefined) parts.push({ name: 'text', value: fields.text });
  if (file) parts.push(file);
  const { payload, headers } = multipartBody(parts);
  return app.inject({ method: 'POST', url: `/api/chats/${chatId}/pictures`, cookies: { sid }, headers, payload });
}

const messages = async (sid: string, chatId: string) =>
  ((await app.inject({ method: 'GET', url: `/api/chats/${chatId}/messages`, cookies: { sid } })).json() as { data: ChatMessage[] }).data;

const storedKey = (message: ChatMessage) => {
  const picture = message.payload && 'picture' in message.payload ? message.payload.picture : null;
  return picture ? app.media.keyFromUrl(picture.url) : null;
};

/** Every chat message pushed to the session's socket. */
const listen = async (sid: string) => inbox(await sockets.open(address, sid));

describe('POST /api/chats/{id}/pictures', () => {
  it('stores the picture as a message with its caption, pushes it live and shows it to both sides', async () => {
    const { customer, customerSid, ownerSid, chatId } = await pair();
    const atOwner = await listen(ownerSid);
    const sent = await sendPicture(customerSid, chatId, { text: '  Slik ser hekken ut nå  ' });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json() as ChatMessage;
    expect(message).toMatchObject({ chatId, senderId: customer.id, kind: 'picture', text: 'Slik ser hekken ut nå', seq: 1, payload: { picture: { width: 300, height: 200 } } });
    const key = storedKey(message);
    expect(key).toMatch(new RegExp(`^${chatPictureFolder}/.+\\.webp$`));
    expect(await app.media.exists(key!)).toBe(true);
    // Kept as WebP, without the original's metadata.
    const kept = await sharp((await app.media.read(key!))!).metadata();
    expect([kept.format, kept.width, kept.height, kept.exif]).toEqual(['webp', 300, 200, undefined]);

    await until(() => atOwner.length === 1, 'the picture at the provider');
    expect(atOwner[0]).toMatchObject({ id: message.id, kind: 'picture', payload: { picture: { url: (message.payload as { picture: { url: string } }).picture.url } } });
    expect(await messages(ownerSid, chatId)).toEqual([message]);
    const list = (await app.inject({ method: 'GET', url: '/api/chats', cookies: { sid: ownerSid } })).json() as { data: ChatListItem[] };
    expect(list.data.find((chat) => chat.id === chatId)).toMatchObject({ unreadCount: 1, lastMessage: { id: message.id, kind: 'picture' } });
  });

  it('answers a resend with the stored message without storing the file again, and refuses the id for something else', async () => {
    const { customerSid, chatId } = await pair();
    const put = vi.spyOn(app.media, 'put');
    const clientId = randomUUID();
    const first = await sendPicture(customerSid, chatId, { clientId });
    expect(first.statusCode).toBe(201);
    const again = await sendPicture(customerSid, chatId, { clientId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(put).toHaveBeenCalledTimes(1);
    // Another caption, or a text, under the same id is a client fault.
    expect((await sendPicture(customerSid, chatId, { clientId, text: 'annen' })).json()).toMatchObject({ status: 409, data: { key: 'error.chat.client_id_reused' } });
    const asText = await app.inject({ method: 'POST', url: `/api/chats/${chatId}/messages`, cookies: { sid: customerSid }, payload: { clientId, text: 'hei' } });
    expect(asText.statusCode).toBe(409);
    expect(put).toHaveBeenCalledTimes(1);
    expect(await messages(customerSid, chatId)).toHaveLength(1);
  });

  it('stores one message and keeps one file when the same picture arrives twice at once', async () => {
    const { customerSid, chatId } = await pair();
    const put = vi.spyOn(app.media, 'put');
    const remove = vi.spyOn(app.media, 'delete');
    const clientId = randomUUID();
    const answers = await Promise.all([sendPicture(customerSid, chatId, { clientId }), sendPicture(customerSid, chatId, { clientId })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const [message] = await messages(customerSid, chatId);
    // Both may have stored a file before either message was added; the one that lost removed its own.
    expect(put.mock.calls.length - remove.mock.calls.length).toBe(1);
    expect(await app.media.exists(storedKey(message!)!)).toBe(true);
  });

  it('answers 404 to someone outside the chat and stores nothing', async () => {
    const { chatId } = await pair();
    const stranger = await sessionCookieFor(app, (await createTestUser(em)).id);
    const put = vi.spyOn(app.media, 'put');
    expect((await sendPicture(stranger, chatId)).statusCode).toBe(404);
    expect((await sendPicture(stranger, randomUUID())).statusCode).toBe(404);
    expect(put).not.toHaveBeenCalled();
  });

  it('refuses a file that is no picture, a missing file, a bad clientId and a caption with control characters', async () => {
    const { customerSid, chatId } = await pair();
    const put = vi.spyOn(app.media, 'put');
    const notPicture = await sendPicture(customerSid, chatId, {}, { name: 'file', filename: 'bilde.png', contentType: 'image/png', bytes: Buffer.from('%PDF-1.7 not a picture') });
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json()).toMatchObject({ data: { key: 'error.upload.not_image' } });
    expect((await sendPicture(customerSid, chatId, {}, null)).json()).toMatchObject({ status: 400, data: { key: 'error.upload.file_required' } });
    expect((await sendPicture(customerSid, chatId, { clientId: 'abc' })).statusCode).toBe(400);
    expect((await sendPicture(customerSid, chatId, { text: 'hei\u0007' })).statusCode).toBe(400);
    expect((await sendPicture(customerSid, chatId, { text: 'x'.repeat(4001) })).statusCode).toBe(400);
    expect(put).not.toHaveBeenCalled();
    expect(await messages(customerSid, chatId)).toEqual([]);
  });

  it('refuses a picture that is too large, saying the limit', async () => {
    const { customerSid, chatId } = await pair();
    const big = Buffer.concat([png, Buffer.alloc(app.uploadLimits.maxBytes)]);
    const answer = await sendPicture(customerSid, chatId, {}, { name: 'file', filename: 'stor.png', contentType: 'image/png', bytes: big });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ data: { key: 'error.upload.file_too_large', maxMegabytes: Math.round(app.uploadLimits.maxBytes / (1024 * 1024)) } });
  });

  it('refuses a blocked sender, a blocked other side and a deactivated chat, leaving no file behind', async () => {
    const { customer, customerSid, ownerSid, chatId } = await pair();
    const put = vi.spyOn(app.media, 'put');
    const remove = vi.spyOn(app.media, 'delete');
    await em.nativeUpdate(UserEntity, { id: customer.id }, { isBlocked: true });
    expect((await sendPicture(customerSid, chatId)).json()).toMatchObject({ status: 403, data: { key: 'error.user.blocked' } });
    expect((await sendPicture(ownerSid, chatId)).json()).toMatchObject({ status: 403, data: { key: 'error.chat.read_only' } });
    await em.nativeUpdate(UserEntity, { id: customer.id }, { isBlocked: false });
    // The read-only refusal comes from the append, after the file was stored: it was removed again.
    expect(put.mock.calls.length).toBe(remove.mock.calls.length);

    const admin = await createTestUser(em);
    await deactivateChat(em.fork(), { chatId, admin, reason: 'Svindel', now: new Date() });
    expect((await sendPicture(customerSid, chatId)).json()).toMatchObject({ status: 403, data: { key: 'error.chat.deactivated' } });
    expect(put.mock.calls.length).toBe(remove.mock.calls.length);
    expect(await messages(ownerSid, chatId)).toEqual([]);
  });
});

describe('pictures and the sender\'s personal data', () => {
  it('lists the pictures in the export and removes them when the account is erased', async () => {
    const { customer, customerSid, ownerSid, chatId } = await pair();
    const mine = (await sendPicture(customerSid, chatId, { text: 'Her er kjøkkenet' })).json() as ChatMessage;
    const theirs = (await sendPicture(ownerSid, chatId)).json() as ChatMessage;
    const url = (message: ChatMessage) => (message.payload as { picture: { url: string } }).picture.url;

    const exported = (await app.inject({ method: 'GET', url: '/api/user/export', cookies: { sid: customerSid } })).json() as { chats: Array<{ id: string; messages: unknown[] }> };
    expect(exported.chats.find((chat) => chat.id === chatId)?.messages).toEqual([
      expect.objectContaining({ fromMe: true, kind: 'picture', text: 'Her er kjøkkenet', pictureUrl: url(mine) }),
      expect.objectContaining({ fromMe: false, kind: 'picture', pictureUrl: url(theirs) }),
    ]);

    const requestedAt = new Date(Date.now() - deletionGraceMs - 60_000);
    await em.nativeUpdate(UserEntity, { id: customer.id }, { deletionRequestedAt: requestedAt });
    const services = { sessions: app.sessions, paymentGateway: app.paymentGateway, media: app.media, privateMedia: app.privateMedia };
    expect(await eraseIfDue(em.fork(), services, customer.id, new Date())).toBe('erased');

    expect(await app.media.exists(storedKey(mine)!)).toBe(false);
    expect(await app.media.exists(storedKey(theirs)!)).toBe(true);
    // Newest first: the provider's own picture stays, the erased person's is a blank picture message.
    const after = await messages(ownerSid, chatId);
    expect(after.map((message) => [message.kind, message.text, message.payload])).toEqual([
      ['picture', '', theirs.payload],
      ['picture', '', null],
    ]);
  });
});
