import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ChatListItem, ChatMessage } from '#shared/chats/chat.schema.ts';
import { chatState } from '#shared/chats/chat-state.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { query, sql } from '#server/db/sql.ts';
import { type InitialBookingStatus, insertBooking } from '#server/modules/bookings/booking-insert.ts';
import { AuditLogEntity } from '#server/modules/admin/audit-log.entity.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { CustomRequestRecipientEntity } from '#server/modules/requests/custom-request-recipient.entity.ts';
import { CustomRequestEntity } from '#server/modules/requests/custom-request.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { chatFactsSql, chatIsOpenSql } from './chat-views.ts';

const start = '2026-12-01T08:00:00Z';
const day = 24 * 3_600_000;
const clock = new ManualClock(start);
const app = await buildTestApp({ clock });
const em = app.orm.em.fork();

type Method = 'GET' | 'POST';
const call = (cookie: string | null, method: Method, url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, ...(cookie ? { cookies: { sid: cookie } } : {}), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function person() {
  const user = await createTestUser(em);
  return { user, cookie: await sessionCookieFor(app, user.id) };
}

/** A public provider with its owner signed in. */
async function aProviderWithOwner() {
  const provider = await createProvider(em);
  return { provider, owner: { user: provider.owner, cookie: await sessionCookieFor(app, provider.owner.id) } };
}

/** A customer and a provider (with its owner signed in) who have not written yet, at the start of the clock. */
async function aCustomerAndProvider() {
  clock.set(start);
  const customer = await person();
  return { customer, ...(await aProviderWithOwner()) };
}

/** A customer, a provider (with its owner signed in) and their chat. */
async function pair() {
  const people = await aCustomerAndProvider();
  const opened = await call(people.customer.cookie, 'POST', '/chats', { providerId: people.provider.id });
  expect(opened.statusCode).toBe(201);
  return { ...people, chatId: (opened.json() as { id: string }).id };
}

type Provider = Awaited<ReturnType<typeof createProvider>>;
type Service = Awaited<ReturnType<typeof createService>>;

/**
 * A one-hour booking of the pair (two days on unless said), in a state the booking flow can start in.
 * Bookings that should share a service are given it; otherwise each gets a new one.
 */
async function aBooking(customerId: string, provider: Provider, status: InitialBookingStatus, { startsInDays = 2, service }: { startsInDays?: number; service?: Service } = {}) {
  const startsAt = new Date(clock.now().getTime() + startsInDays * day);
  return insertBooking(em, {
    customer: customerId,
    provider,
    service: service ?? (await createService(em, provider, { areas: ['oslo'] })),
    status,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    bufferMinutes: 0,
    priceOre: 100_000,
    vatOre: 20_000,
    cancellationPolicy: 'simple',
    paymentMethod: 'card',
    deliveryAddress: { street: 'Storgata 1', postalCode: '0155', place: 'Oslo', areaId: 'oslo' },
    now: clock.now(),
  });
}

const send = (cookie: string, chatId: string, text: string, clientId: string = randomUUID()) => call(cookie, 'POST', `/chats/${chatId}/messages`, { clientId, text });
const messages = async (cookie: string, chatId: string, search = '') => {
  const response = await call(cookie, 'GET', `/chats/${chatId}/messages${search}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: ChatMessage[]; next: string | null };
};
const chatList = async (cookie: string, state: 'open' | 'closed' = 'open', next?: string) => {
  const response = await call(cookie, 'GET', `/chats?state=${state}${next ? `&next=${next}` : ''}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: ChatListItem[]; next: string | null };
};

/** A custom request of the customer that reached the given providers, created at the clock's time. */
async function aRequest(customer: UserEntity, providers: Provider[], title: string) {
  const request = em.create(CustomRequestEntity, {
    customer,
    category: providers[0]!.category,
    title,
    description: 'Klipping',
    files: [],
    answers: [],
    startsAt: null,
    deliveryStreet: null,
    deliveryPostalCode: null,
    deliveryPlace: null,
    deliveryAreaId: null,
    broadcastAt: clock.now(),
    createdAt: clock.now(),
    updatedAt: clock.now(),
  });
  for (const provider of providers) em.create(CustomRequestRecipientEntity, { request, provider, via: 'chosen', reachedAt: clock.now() });
  await em.flush();
  return request;
}

describe('opening a chat', () => {
  it('lets a provider write first to a customer it has a booking with, and to nobody else', async () => {
    const { customer, provider, owner } = await aCustomerAndProvider();
    const stranger = await person();
    await aBooking(customer.user.id, provider, 'awaiting_provider');
    const opened = await call(owner.cookie, 'POST', '/chats/with-customer', { customerId: customer.user.id });
    expect(opened.statusCode, opened.body).toBe(201);
    const chatId = opened.json().id as string;
    // The customer's own way in finds the same chat.
    expect((await call(customer.cookie, 'POST', '/chats', { providerId: provider.id })).json()).toEqual({ id: chatId });
    expect((await call(owner.cookie, 'POST', '/chats/with-customer', { customerId: customer.user.id })).statusCode).toBe(200);
    expect((await call(owner.cookie, 'POST', '/chats/with-customer', { customerId: stranger.user.id })).statusCode).toBe(404);
    // Someone without a provider cannot use it at all.
    expect((await call(stranger.cookie, 'POST', '/chats/with-customer', { customerId: customer.user.id })).statusCode).toBe(404);
  });

  it('gives the same chat for the same customer and provider every time', async () => {
    const { customer, provider, chatId } = await pair();
    const again = await call(customer.cookie, 'POST', '/chats', { providerId: provider.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: chatId });
    const [first, second] = await Promise.all([
      call((await person()).cookie, 'POST', '/chats', { providerId: provider.id }),
      call(customer.cookie, 'POST', '/chats', { providerId: provider.id }),
    ]);
    expect(first.statusCode).toBe(201);
    expect(second.json()).toEqual({ id: chatId });
  });

  it('opens one chat when two calls race', async () => {
    const { customer, provider } = await aCustomerAndProvider();
    const answers = await Promise.all([1, 2, 3].map(() => call(customer.cookie, 'POST', '/chats', { providerId: provider.id })));
    expect(new Set(answers.map((answer) => (answer.json() as { id: string }).id)).size).toBe(1);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
  });

  it('refuses a provider that is not public, an unknown one and one\'s own', async () => {
    const customer = await person();
    const pending = await createProvider(em, { status: 'pending' });
    expect((await call(customer.cookie, 'POST', '/chats', { providerId: pending.id })).statusCode).toBe(404);
    expect((await call(customer.cookie, 'POST', '/chats', { providerId: randomUUID() })).statusCode).toBe(404);
    const own = await aProviderWithOwner();
    const answer = await call(own.owner.cookie, 'POST', '/chats', { providerId: own.provider.id });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ data: { key: 'error.chat.own_provider' }, message: 'You cannot start a chat with your own provider.' });
  });
});

describe('sending and reading', () => {
  it('stores a message once per clientId, refuses the same clientId with another text, and lets both sides read it', async () => {
    const { customer, owner, chatId } = await pair();
    const clientId = randomUUID();
    const first = await send(customer.cookie, chatId, '  Hei, har du tid på lørdag?  ', clientId);
    expect(first.statusCode).toBe(201);
    const message = first.json() as ChatMessage;
    expect(message).toMatchObject({ chatId, clientId, senderId: customer.user.id, kind: 'text', text: 'Hei, har du tid på lørdag?', seq: 1, createdAt: new Date(start).toISOString() });

    const again = await send(customer.cookie, chatId, 'Hei, har du tid på lørdag?', clientId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(message);

    const changed = await send(customer.cookie, chatId, 'Noe helt annet', clientId);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ status: 409, data: { key: 'error.chat.client_id_reused' } });
    expect((changed.json() as { message: string }).message).toMatch(/already used/);

    // Another sender may happen to pick the same id: it is theirs.
    const reply = await send(owner.cookie, chatId, 'Ja, fra klokka ti.', clientId);
    expect(reply.statusCode).toBe(201);
    for (const cookie of [customer.cookie, owner.cookie]) {
      expect((await messages(cookie, chatId)).data.map((item) => [item.seq, item.text])).toEqual([
        [2, 'Ja, fra klokka ti.'],
        [1, 'Hei, har du tid på lørdag?'],
      ]);
    }
  });

  it('numbers messages sent at the same moment one after another, without gaps', async () => {
    const { customer, owner, chatId } = await pair();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => send(index % 2 ? owner.cookie : customer.cookie, chatId, `melding ${index}`)));
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    const seqs = answers.map((answer) => (answer.json() as ChatMessage).seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
  });

  it('stores one message when the same clientId arrives several times at once', async () => {
    const { customer, chatId } = await pair();
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(customer.cookie, chatId, 'Sendt fra to faner', clientId)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => (answer.json() as ChatMessage).id)).size).toBe(1);
    const next = (await send(customer.cookie, chatId, 'Neste')).json() as ChatMessage;
    expect(next.seq).toBe(2);
  });

  it('pages forward after a message and backward before one', async () => {
    const { customer, chatId } = await pair();
    const sent: ChatMessage[] = [];
    for (let index = 1; index <= 7; index += 1) sent.push((await send(customer.cookie, chatId, `nr ${index}`)).json() as ChatMessage);

    const forward = await messages(customer.cookie, chatId, `?after=${sent[1]!.id}&max=3`);
    expect(forward.data.map((message) => message.text)).toEqual(['nr 3', 'nr 4', 'nr 5']);
    const rest = await messages(customer.cookie, chatId, `?next=${forward.next}&max=3`);
    expect(rest.data.map((message) => message.text)).toEqual(['nr 6', 'nr 7']);
    expect(rest.next).toBeNull();
    expect((await messages(customer.cookie, chatId, `?after=${sent[6]!.id}`)).data).toEqual([]);

    const back = await messages(customer.cookie, chatId, `?before=${sent[4]!.id}&max=2`);
    expect(back.data.map((message) => message.text)).toEqual(['nr 4', 'nr 3']);
    const older = await messages(customer.cookie, chatId, `?next=${back.next}&max=5`);
    expect(older.data.map((message) => message.text)).toEqual(['nr 2', 'nr 1']);
    expect(older.next).toBeNull();

    const newest = await messages(customer.cookie, chatId, '?max=2');
    expect(newest.data.map((message) => message.text)).toEqual(['nr 7', 'nr 6']);

    const other = await pair();
    const foreign = (await send(other.customer.cookie, other.chatId, 'annen samtale')).json() as ChatMessage;
    const unknown = await call(customer.cookie, 'GET', `/chats/${chatId}/messages?after=${foreign.id}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ data: { key: 'error.chat.unknown_message', field: 'after' } });
    expect((await call(customer.cookie, 'GET', `/chats/${chatId}/messages?after=${sent[0]!.id}&before=${sent[2]!.id}`)).statusCode).toBe(400);
  });

  it('counts unread messages and moves read marks forward only', async () => {
    const { customer, owner, chatId } = await pair();
    await send(customer.cookie, chatId, 'en');
    const second = (await send(customer.cookie, chatId, 'to')).json() as ChatMessage;
    await send(customer.cookie, chatId, 'tre');

    const providerView = (await chatList(owner.cookie)).data.find((chat) => chat.id === chatId)!;
    expect(providerView).toMatchObject({ role: 'provider', unreadCount: 3, lastReadSeq: 0, lastMessage: { text: 'tre', seq: 3 } });
    expect(providerView.otherParty).toMatchObject({ userId: customer.user.id, name: 'Kari Nordmann', picture: null, erased: false });
    // The sender has read what they wrote.
    expect((await chatList(customer.cookie)).data.find((chat) => chat.id === chatId)).toMatchObject({ role: 'customer', unreadCount: 0, lastReadSeq: 3 });

    const byMessage = await call(owner.cookie, 'POST', `/chats/${chatId}/read`, { messageId: second.id });
    expect(byMessage.json()).toEqual({ lastReadSeq: 2, unreadCount: 1 });
    expect((await call(owner.cookie, 'POST', `/chats/${chatId}/read`, { seq: 1 })).json()).toEqual({ lastReadSeq: 2, unreadCount: 1 });
    expect((await call(owner.cookie, 'POST', `/chats/${chatId}/read`, { seq: 99 })).json()).toEqual({ lastReadSeq: 3, unreadCount: 0 });
    expect((await chatList(owner.cookie)).data.find((chat) => chat.id === chatId)).toMatchObject({ unreadCount: 0 });

    // Writing counts as reading.
    await send(customer.cookie, chatId, 'fire');
    await send(owner.cookie, chatId, 'svar');
    expect((await chatList(owner.cookie)).data.find((chat) => chat.id === chatId)).toMatchObject({ unreadCount: 0, lastReadSeq: 5 });
    expect((await chatList(customer.cookie)).data.find((chat) => chat.id === chatId)).toMatchObject({ unreadCount: 1, lastReadSeq: 4 });
  });
});

describe('one chat, the chat with a person and the unread totals', () => {
  it('answers a chat by id or by the other person to its participants only, and totals what is unread', async () => {
    const { customer, owner, chatId } = await pair();
    await send(customer.cookie, chatId, 'en');
    await send(customer.cookie, chatId, 'to');
    const byId = await call(owner.cookie, 'GET', `/chats/${chatId}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ id: chatId, role: 'provider', unreadCount: 2, otherParty: { userId: customer.user.id } });
    const byPerson = await call(owner.cookie, 'GET', `/chats/with/${customer.user.id}`);
    expect(byPerson.json()).toEqual(byId.json());
    expect((await call(customer.cookie, 'GET', `/chats/with/${owner.user.id}`)).json()).toMatchObject({ id: chatId, role: 'customer', unreadCount: 0 });

    const stranger = await person();
    expect((await call(stranger.cookie, 'GET', `/chats/${chatId}`)).statusCode).toBe(404);
    expect((await call(stranger.cookie, 'GET', `/chats/with/${customer.user.id}`)).statusCode).toBe(404);
    expect((await call(owner.cookie, 'GET', `/chats/with/${owner.user.id}`)).statusCode).toBe(404);

    expect((await call(owner.cookie, 'GET', '/chats/unread-count')).json()).toEqual({ chats: 1, messages: 2 });
    expect((await call(customer.cookie, 'GET', '/chats/unread-count')).json()).toEqual({ chats: 0, messages: 0 });
    await call(owner.cookie, 'POST', `/chats/${chatId}/read`, { seq: 2 });
    expect((await call(owner.cookie, 'GET', '/chats/unread-count')).json()).toEqual({ chats: 0, messages: 0 });
    expect((await call(stranger.cookie, 'GET', '/chats/unread-count')).json()).toEqual({ chats: 0, messages: 0 });
  });
});

describe('who may read and write', () => {
  it('answers 404 to anyone outside the chat, whatever they try', async () => {
    const { customer, chatId } = await pair();
    const message = (await send(customer.cookie, chatId, 'privat')).json() as ChatMessage;
    const stranger = await person();
    const otherProvider = await aProviderWithOwner();
    for (const cookie of [stranger.cookie, otherProvider.owner.cookie]) {
      expect((await call(cookie, 'GET', `/chats/${chatId}/messages`)).statusCode).toBe(404);
      expect((await call(cookie, 'GET', `/chats/${chatId}/messages?after=${message.id}`)).statusCode).toBe(404);
      expect((await send(cookie, chatId, 'hei')).statusCode).toBe(404);
      expect((await call(cookie, 'POST', `/chats/${chatId}/read`, { seq: 1 })).statusCode).toBe(404);
      expect((await chatList(cookie)).data.map((chat) => chat.id)).not.toContain(chatId);
    }
    expect((await messages(customer.cookie, chatId)).data).toHaveLength(1);
  });

  it('lets a blocked person read their chats, and nobody write in them', async () => {
    const { customer, owner, chatId } = await pair();
    expect((await send(owner.cookie, chatId, 'Velkommen!')).statusCode).toBe(201);
    await em.nativeUpdate(UserEntity, { id: customer.user.id }, { isBlocked: true });
    const answer = await send(customer.cookie, chatId, 'hei');
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ data: { key: 'error.user.blocked' } });
    // Still readable by the blocked customer.
    expect((await messages(customer.cookie, chatId)).data.map((message) => message.text)).toEqual(['Velkommen!']);
    expect((await chatList(customer.cookie)).data.find((chat) => chat.id === chatId)).toMatchObject({ readOnly: true, deactivated: false });
    // The provider cannot write to them either, and sees why.
    const toBlocked = await send(owner.cookie, chatId, 'Er du der?');
    expect(toBlocked.statusCode).toBe(403);
    expect(toBlocked.json()).toMatchObject({ data: { key: 'error.chat.read_only' }, message: expect.stringMatching(/can only be read/) });
    expect((await chatList(owner.cookie)).data.find((chat) => chat.id === chatId)).toMatchObject({ readOnly: true });
    await em.nativeUpdate(UserEntity, { id: customer.user.id }, { isBlocked: false });
    expect((await chatList(owner.cookie)).data.find((chat) => chat.id === chatId)).toMatchObject({ readOnly: false });
  });

  it('keeps a deactivated chat readable and refuses writing to it until it is switched on again', async () => {
    const { customer, owner, chatId } = await pair();
    const kept = (await send(customer.cookie, chatId, 'før')).json() as ChatMessage;
    const admin = await createTestUser(em);
    await em.nativeUpdate(UserEntity, { id: admin.id }, { isAdmin: true });
    const support = await sessionCookieFor(app, admin.id);
    // Support finds the chat among the customer's and switches it off, once.
    const listed = await call(support, 'GET', `/admin/users/${customer.user.id}/chats`);
    expect(listed.json()).toEqual([expect.objectContaining({ id: chatId, messageCount: 1, deactivatedAt: null })]);
    expect((await call(support, 'POST', `/admin/chats/${chatId}/deactivate`, { reason: 'Svindelforsøk' })).statusCode).toBe(204);
    expect((await call(support, 'POST', `/admin/chats/${chatId}/deactivate`, { reason: 'Igjen' })).statusCode).toBe(204);
    expect((await call(support, 'POST', `/admin/chats/${chatId}/deactivate`, { reason: '' })).statusCode).toBe(400);
    expect(await em.fork().count(AuditLogEntity, { targetType: 'chat', targetId: chatId, action: 'chat.deactivate' })).toBe(1);
    expect((await call(support, 'GET', `/admin/users/${owner.user.id}/chats`)).json()).toEqual([expect.objectContaining({ id: chatId, deactivationReason: 'Svindelforsøk' })]);
    // Nobody else may.
    expect((await call(owner.cookie, 'POST', `/admin/chats/${chatId}/reactivate`)).statusCode).toBe(403);

    for (const cookie of [customer.cookie, owner.cookie]) {
      const refused = await send(cookie, chatId, 'etter');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ data: { key: 'error.chat.deactivated' }, message: expect.stringMatching(/deactivated/) });
    }
    // A resend of a message stored before is still answered with it.
    expect((await send(customer.cookie, chatId, 'før', kept.clientId)).json()).toEqual(kept);
    expect((await messages(owner.cookie, chatId)).data.map((message) => message.text)).toEqual(['før']);
    expect((await chatList(owner.cookie, 'closed')).data.find((chat) => chat.id === chatId)).toMatchObject({ deactivated: true, state: 'closed' });

    expect((await call(support, 'POST', `/admin/chats/${chatId}/reactivate`)).statusCode).toBe(204);
    expect((await send(owner.cookie, chatId, 'igjen')).statusCode).toBe(201);
  });
});

describe('open and closed chats', () => {
  it('closes a chat after 30 quiet days, keeps it open while a booking is not over or a request waits, and pages the list', async () => {
    const { customer, provider, owner, chatId } = await pair();
    await send(customer.cookie, chatId, 'hei');
    // Sessions end after a while without use; the clock jumps weeks, so each step signs in anew.
    const moveClock = async (to: Date) => {
      clock.set(to);
      customer.cookie = await sessionCookieFor(app, customer.user.id);
      owner.cookie = await sessionCookieFor(app, owner.user.id);
    };
    await moveClock(new Date(new Date(start).getTime() + 31 * day));
    expect((await chatList(customer.cookie, 'open')).data.map((chat) => chat.id)).not.toContain(chatId);
    expect((await chatList(customer.cookie, 'closed')).data.map((chat) => chat.id)).toContain(chatId);

    const booking = await aBooking(customer.user.id, provider, 'awaiting_payment');
    expect((await chatList(owner.cookie, 'open')).data.find((chat) => chat.id === chatId)).toMatchObject({ state: 'open' });
    await moveClock(new Date(booking.endsAt.getTime() + 1));
    expect((await chatList(owner.cookie, 'closed')).data.map((chat) => chat.id)).toContain(chatId);

    const request = await aRequest(customer.user, [provider], 'Hekk');
    const recipient = await em.findOneOrFail(CustomRequestRecipientEntity, { request, provider });
    expect((await chatList(owner.cookie, 'open')).data.map((chat) => chat.id)).toContain(chatId);
    recipient.rejectedAt = clock.now();
    await em.flush();
    expect((await chatList(owner.cookie, 'closed')).data.map((chat) => chat.id)).toContain(chatId);

    // Writing opens it again.
    await send(owner.cookie, chatId, 'Lenge siden!');
    expect((await chatList(customer.cookie, 'open')).data[0]).toMatchObject({ id: chatId, state: 'open', unreadCount: 1 });
  });

  it('decides in SQL exactly as the shared rule does', async () => {
    const { chatId } = await pair();
    const now = clock.now();
    for (const lastActivityAt of [new Date(now.getTime() - 29 * day), new Date(now.getTime() - 31 * day)]) {
      await query(em, sql`update chat set last_activity_at = ${lastActivityAt} where id = ${chatId}`);
      const [row] = await query<{ deactivated_at: Date | null; last_activity_at: Date; live_booking_ends_at: Date | null; open_request: boolean; is_open: boolean }>(
        em,
        sql`with f as (select c.id, c.deactivated_at, c.last_activity_at, ${chatFactsSql} from chat c where c.id = ${chatId}) select f.*, ${chatIsOpenSql(now)} as is_open from f`,
      );
      const expected = chatState(
        { deactivated: row!.deactivated_at !== null, lastActivityAt: new Date(row!.last_activity_at), liveBookingEndsAt: row!.live_booking_ends_at && new Date(row!.live_booking_ends_at), openRequest: row!.open_request },
        now,
      );
      expect(row!.is_open ? 'open' : 'closed').toBe(expected);
    }
  });

  it('pages a long list newest activity first', async () => {
    clock.set(start);
    const { provider, owner } = await aProviderWithOwner();
    const ids: string[] = [];
    for (let index = 0; index < 23; index += 1) {
      clock.set(new Date(new Date(start).getTime() + index * 60_000));
      const customer = await person();
      ids.push(((await call(customer.cookie, 'POST', '/chats', { providerId: provider.id })).json() as { id: string }).id);
    }
    const first = await chatList(owner.cookie);
    expect(first.data).toHaveLength(20);
    const second = await chatList(owner.cookie, 'open', first.next!);
    expect(second.next).toBeNull();
    expect([...first.data, ...second.data].map((chat) => chat.id)).toEqual(ids.reverse());
    expect((await call(owner.cookie, 'GET', `/chats?state=closed&next=${first.next}`)).statusCode).toBe(400);
  });
});

describe('the pair\'s bookings', () => {
  it('lists the confirmed bookings that have not ended to both sides, and to nobody else', async () => {
    const { customer, provider, owner, chatId } = await pair();
    const stranger = await person();
    const service = await createService(em, provider, { areas: ['oslo'] });
    const book = async (status: 'confirmed' | 'awaiting_payment', startsInDays: number) => {
      const booking = await aBooking(customer.user.id, provider, 'awaiting_payment', { startsInDays, service });
      // Paying is not what this test is about: the status is set as a payment would leave it.
      if (status === 'confirmed') await query(em, sql`update booking set status = 'confirmed' where id = ${booking.id}`);
      return booking;
    };
    const later = await book('confirmed', 5);
    const sooner = await book('confirmed', 2);
    await book('awaiting_payment', 3);
    const ended = await book('confirmed', 1);

    clock.set(new Date(ended.endsAt.getTime() + 1));
    const asCustomer = await call(customer.cookie, 'GET', `/chats/${chatId}/bookings`);
    expect(asCustomer.statusCode, asCustomer.body).toBe(200);
    expect((asCustomer.json() as { data: { id: string }[] }).data.map((booking) => booking.id)).toEqual([sooner.id, later.id]);
    const asProvider = await call(owner.cookie, 'GET', `/chats/${chatId}/bookings`);
    expect(asProvider.json()).toEqual(asCustomer.json());
    expect(asProvider.json()).toMatchObject({ data: [{ orderNumber: sooner.orderNumber, serviceTitle: sooner.serviceTitle, startsAt: sooner.startsAt.toISOString() }, {}] });
    expect((await call(stranger.cookie, 'GET', `/chats/${chatId}/bookings`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/chats/${chatId}/bookings`)).statusCode).toBe(401);
  });
});

describe('what the pair has done together', () => {
  it('lists the pair\'s bookings and the requests that reached the provider to both sides, and to nobody else', async () => {
    const { customer, provider, owner, chatId } = await pair();
    const stranger = await person();
    const other = await createProvider(em);
    const empty = await call(customer.cookie, 'GET', `/chats/${chatId}/related`);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ bookings: [], requests: [] });

    const sooner = await aBooking(customer.user.id, provider, 'awaiting_payment', { startsInDays: 2 });
    const later = await aBooking(customer.user.id, provider, 'awaiting_provider', { startsInDays: 6 });
    await aBooking(customer.user.id, other, 'awaiting_payment', { startsInDays: 3 });
    const older = await aRequest(customer.user, [provider, other], 'Hekk');
    clock.set(new Date(clock.now().getTime() + 60_000));
    await aRequest(customer.user, [other], 'Bare til en annen');
    clock.set(new Date(clock.now().getTime() + 60_000));
    const newer = await aRequest(customer.user, [provider], 'Plen');

    const asCustomer = await call(customer.cookie, 'GET', `/chats/${chatId}/related`);
    expect(asCustomer.statusCode, asCustomer.body).toBe(200);
    expect(asCustomer.json()).toEqual({
      bookings: [
        { id: later.id, orderNumber: later.orderNumber, serviceTitle: later.serviceTitle, startsAt: later.startsAt.toISOString(), status: 'awaiting_provider' },
        { id: sooner.id, orderNumber: sooner.orderNumber, serviceTitle: sooner.serviceTitle, startsAt: sooner.startsAt.toISOString(), status: 'awaiting_payment' },
      ],
      requests: [
        { id: newer.id, title: 'Plen', status: 'OPEN', createdAt: newer.createdAt.toISOString() },
        { id: older.id, title: 'Hekk', status: 'OPEN', createdAt: older.createdAt.toISOString() },
      ],
    });
    const asProvider = await call(owner.cookie, 'GET', `/chats/${chatId}/related`);
    expect(asProvider.json()).toEqual(asCustomer.json());
    expect((await call(stranger.cookie, 'GET', `/chats/${chatId}/related`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/chats/${chatId}/related`)).statusCode).toBe(401);
  });

  it('keeps the ten latest of each', async () => {
    const { customer, provider, owner, chatId } = await pair();
    const service = await createService(em, provider, { areas: ['oslo'] });
    const bookings = [];
    for (let index = 0; index < 11; index += 1) bookings.push(await aBooking(customer.user.id, provider, 'awaiting_provider', { startsInDays: 2 + index, service }));
    const requests = [];
    for (let index = 0; index < 11; index += 1) {
      clock.set(new Date(clock.now().getTime() + 60_000));
      requests.push(await aRequest(customer.user, [provider], `Oppdrag ${index}`));
    }
    const related = (await call(owner.cookie, 'GET', `/chats/${chatId}/related`)).json() as { bookings: { id: string }[]; requests: { id: string }[] };
    expect(related.bookings.map((booking) => booking.id)).toEqual(bookings.slice(1).reverse().map((booking) => booking.id));
    expect(related.requests.map((request) => request.id)).toEqual(requests.slice(1).reverse().map((request) => request.id));
  });
});
