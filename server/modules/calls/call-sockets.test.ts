import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { CallView } from '#shared/calls/call.schema.ts';
import type { CallAck } from '#shared/socket-events.ts';
import { query, sql } from '#server/db/sql.ts';
import { createProvider } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { type ClientSocket, inbox, liveSockets, settle, until, twoServers } from '#server/test/live-sockets.ts';
import { callJob } from '#workers/jobs/calls/call.job.ts';
import { appCallMessaging } from './call-sockets.ts';

// Two server instances sharing PostgreSQL and Redis, as behind a load balancer.
const { first, firstUrl, secondUrl } = await twoServers();
const em = first.orm.em.fork();

const clients = liveSockets();
afterAll(async () => {
  clients.closeAll();
  // Closing ends the calls still ringing; let that finish before the servers close.
  await settle();
  await settle();
});

async function pair() {
  const customer = await createTestUser(em, { firstName: 'Kari' });
  const provider = await createProvider(em);
  const customerSession = await sessionCookieFor(first, customer.id);
  const ownerSession = await sessionCookieFor(first, provider.owner.id);
  const opened = await first.inject({ method: 'POST', url: '/api/chats', cookies: { sid: customerSession }, payload: { providerId: provider.id } });
  return { customer, owner: provider.owner, provider, customerSession, ownerSession, chatId: (opened.json() as { id: string }).id };
}

/** Every `call:*` event a socket receives, in order. */
function callEvents(socket: ClientSocket) {
  const events: Array<{ event: string; payload: unknown }> = [];
  for (const event of ['call:invite', 'call:updated', 'call:signal'] as const) socket.on(event, (payload: unknown) => events.push({ event, payload }));
  return events;
}
const updates = (events: Array<{ event: string; payload: unknown }>) => events.filter((entry) => entry.event === 'call:updated').map((entry) => entry.payload as CallView);
const okCall = (ack: CallAck): CallView => {
  if (!ack.ok) throw new Error(`refused: ${JSON.stringify(ack.error)}`);
  return ack.call;
};

describe('calls over sockets', () => {
  it('rings every device of the callee, the first to answer wins, signalling goes only between the two devices, and hanging up ends it for both', async () => {
    const { customer, owner, customerSession, ownerSession, chatId } = await pair();
    const caller = await clients.open(firstUrl, customerSession);
    const phone = await clients.open(secondUrl, ownerSession);
    const laptop = await clients.open(firstUrl, ownerSession);
    const [atCaller, atPhone, atLaptop] = [callEvents(caller), callEvents(phone), callEvents(laptop)];
    const lines = inbox(caller);
    await settle();

    const callId = randomUUID();
    const ringing = okCall(await caller.emitWithAck('call:invite', { callId, chatId, partyId: 'caller-device-1', video: true }));
    expect(ringing).toMatchObject({ id: callId, chatId, callerId: customer.id, calleeId: owner.id, callerName: 'Kari Nordmann', status: 'calling', video: true, calleePartyId: null });
    expect(Date.parse(ringing.expiresAt) - Date.parse(ringing.createdAt)).toBe(45_000);
    await until(() => atPhone.length === 1 && atLaptop.length === 1, 'the invite on both devices');
    expect(atPhone[0]).toEqual({ event: 'call:invite', payload: ringing });

    // A resent invite is the same call.
    expect(okCall(await caller.emitWithAck('call:invite', { callId, chatId, partyId: 'caller-device-1', video: true }))).toEqual(ringing);

    const answered = okCall(await phone.emitWithAck('call:accept', { callId, partyId: 'phone-device-1' }));
    expect(answered).toMatchObject({ status: 'connecting', calleePartyId: 'phone-device-1' });
    expect(await laptop.emitWithAck('call:accept', { callId, partyId: 'laptop-device' })).toMatchObject({ ok: false, error: { status: 409, data: { key: 'error.call.answered_elsewhere' } } });
    await until(() => updates(atLaptop).length === 1 && updates(atCaller).length === 1, 'the answer on the laptop and at the caller');
    expect(updates(atLaptop)[0]).toMatchObject({ status: 'connecting', calleePartyId: 'phone-device-1' });

    // The caller's offer is for the phone only; the laptop's signalling goes nowhere.
    caller.emit('call:signal', { callId, partyId: 'caller-device-1', signal: { type: 'offer', sdp: 'v=0 offer' } });
    laptop.emit('call:signal', { callId, partyId: 'laptop-device', signal: { type: 'answer', sdp: 'v=0 from the wrong device' } });
    phone.emit('call:signal', { callId, partyId: 'phone-device-1', signal: { type: 'candidate', candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 } } });
    await until(() => atCaller.some((entry) => entry.event === 'call:signal') && atPhone.some((entry) => entry.event === 'call:signal'), 'both signals');
    await settle();
    expect(atPhone.filter((entry) => entry.event === 'call:signal').map((entry) => entry.payload)).toEqual([
      { callId, fromPartyId: 'caller-device-1', toPartyId: 'phone-device-1', signal: { type: 'offer', sdp: 'v=0 offer' } },
    ]);
    expect(atCaller.filter((entry) => entry.event === 'call:signal')).toHaveLength(1);
    // The callee's other device is addressed by nothing (it drops what is for another device).
    expect(atLaptop.filter((entry) => entry.event === 'call:signal').map((entry) => (entry.payload as { toPartyId: string }).toPartyId)).not.toContain('laptop-device');

    const ongoing = okCall(await phone.emitWithAck('call:connected', { callId, partyId: 'phone-device-1' }));
    expect(ongoing.status).toBe('ongoing');
    expect(ongoing.connectedAt).not.toBeNull();
    // The other side reporting media too changes nothing.
    expect(okCall(await caller.emitWithAck('call:connected', { callId, partyId: 'caller-device-1' }))).toEqual(ongoing);

    const ended = okCall(await caller.emitWithAck('call:hangup', { callId, partyId: 'caller-device-1', reason: 'user_hangup' }));
    expect(ended).toMatchObject({ status: 'ended', outcome: 'completed', reason: 'user_hangup' });
    await until(() => updates(atPhone).some((call) => call.status === 'ended') && lines.length === 1, 'the end on the phone and the chat line');
    expect(lines[0]).toMatchObject({ kind: 'system', payload: { line: { key: 'notifications:chat.callCompleted', params: { minutes: 0 } } } });
    // Hanging up again is harmless.
    expect(okCall(await phone.emitWithAck('call:hangup', { callId, partyId: 'phone-device-1', reason: 'user_hangup' }))).toEqual(ended);

    // What a page opening on the call reads; strangers learn nothing.
    const viewed = await first.inject({ method: 'GET', url: `/api/calls/${callId}`, cookies: { sid: ownerSession } });
    expect(viewed.json()).toEqual(ended);
    const stranger = await sessionCookieFor(first, (await createTestUser(em)).id);
    expect((await first.inject({ method: 'GET', url: `/api/calls/${callId}`, cookies: { sid: stranger } })).statusCode).toBe(404);
  });

  it('refuses a second call while one rings, makes the later caller of two at once the polite side, and lets the callee decline', async () => {
    const { ownerSession, customerSession, chatId, provider } = await pair();
    const caller = await clients.open(firstUrl, customerSession);
    const callee = await clients.open(secondUrl, ownerSession);
    const atCaller = callEvents(caller);
    await settle();
    const callId = randomUUID();
    okCall(await caller.emitWithAck('call:invite', { callId, chatId, partyId: 'customer-device', video: false }));

    // The provider rings back at the same moment: refused with the call to answer instead.
    expect(await callee.emitWithAck('call:invite', { callId: randomUUID(), chatId, partyId: 'provider-device', video: false })).toMatchObject({
      ok: false,
      error: { status: 409, data: { key: 'error.call.glare', callId } },
    });
    // Another customer calling the same provider meanwhile hears "busy".
    const other = await createTestUser(em);
    const otherSession = await sessionCookieFor(first, other.id);
    const otherChat = (await first.inject({ method: 'POST', url: '/api/chats', cookies: { sid: otherSession }, payload: { providerId: provider.id } })).json() as { id: string };
    const otherSocket = await clients.open(firstUrl, otherSession);
    expect(await otherSocket.emitWithAck('call:invite', { callId: randomUUID(), chatId: otherChat.id, partyId: 'other-device', video: false })).toMatchObject({
      ok: false,
      error: { status: 409, data: { key: 'error.call.busy' } },
    });
    // Nobody else may answer it, hang it up or slip a candidate into it.
    expect(await otherSocket.emitWithAck('call:accept', { callId, partyId: 'other-device' })).toMatchObject({ ok: false, error: { status: 404 } });
    expect(await otherSocket.emitWithAck('call:hangup', { callId, partyId: 'customer-device', reason: 'user_hangup' })).toMatchObject({ ok: false, error: { status: 404 } });
    const signalsAtCaller: unknown[] = [];
    caller.on('call:signal', (event) => signalsAtCaller.push(event));
    otherSocket.emit('call:signal', { callId, partyId: 'customer-device', signal: { type: 'answer', sdp: 'v=0 injected' } });
    await settle();
    expect(signalsAtCaller).toEqual([]);

    const declined = okCall(await callee.emitWithAck('call:decline', { callId, partyId: 'provider-device' }));
    expect(declined).toMatchObject({ status: 'ended', outcome: 'declined', reason: 'user_declined' });
    await until(() => updates(atCaller).some((call) => call.outcome === 'declined'), 'the caller hearing of the decline');
    // Free again: the other customer gets through now.
    expect(okCall(await otherSocket.emitWithAck('call:invite', { callId: randomUUID(), chatId: otherChat.id, partyId: 'other-device', video: false })).status).toBe('calling');
  });

  it('ends a call as missed when nobody answers in 45 s or nobody is online, and tells the callee', async () => {
    const { owner, customerSession, ownerSession, chatId } = await pair();
    const caller = await clients.open(firstUrl, customerSession);
    const atCaller = callEvents(caller);

    // The provider has no device online: nothing rings, the call is missed at once.
    const offline = okCall(await caller.emitWithAck('call:invite', { callId: randomUUID(), chatId, partyId: 'customer-device', video: false }));
    expect(offline).toMatchObject({ status: 'ended', outcome: 'missed', reason: 'callee_offline' });
    const told = await query<{ key: string; params: Record<string, string>; link: string }>(em, sql`select key, params, link from notification where user_id = ${owner.id}`);
    expect(told).toEqual([{ key: 'notifications:call.missed', params: { name: 'Kari Nordmann' }, link: `/agent/meldinger/${chatId}` }]);

    // Online but not answering: the deadline job ends it when its 45 seconds are up, not before.
    await clients.open(secondUrl, ownerSession);
    await settle();
    const ringing = okCall(await caller.emitWithAck('call:invite', { callId: randomUUID(), chatId, partyId: 'customer-device', video: false }));
    const run = (at: number) => callJob(first.orm, { now: () => new Date(Date.parse(ringing.createdAt) + at) }, appCallMessaging(first))({ data: { type: 'timeout', callId: ringing.id } });
    expect(await run(44_000)).toBe(0);
    expect(await run(45_000)).toBe(1);
    await until(() => updates(atCaller).some((call) => call.id === ringing.id && call.outcome === 'missed'), 'the caller hearing the call was missed');
    expect(updates(atCaller).find((call) => call.id === ringing.id)).toMatchObject({ reason: 'invite_timeout' });
    expect(await run(46_000)).toBe(0);
    const missed = await query<{ count: number }>(em, sql`select count(*)::int as count from notification where user_id = ${owner.id} and key = 'notifications:call.missed'`);
    expect(missed[0]?.count).toBe(2);
  });

  it('stops ringing when the caller\'s page goes away, and refuses malformed events', async () => {
    const { customerSession, ownerSession, chatId } = await pair();
    const caller = await clients.open(firstUrl, customerSession);
    const callee = await clients.open(secondUrl, ownerSession);
    const atCallee = callEvents(callee);
    await settle();
    expect(await caller.emitWithAck('call:invite', { callId: 'not-a-uuid', chatId, partyId: 'x', video: 'yes' } as never)).toMatchObject({ ok: false, error: { status: 400 } });
    const ringing = okCall(await caller.emitWithAck('call:invite', { callId: randomUUID(), chatId, partyId: 'customer-device', video: false }));
    await until(() => atCallee.length === 1, 'the invite');
    caller.close();
    await until(() => updates(atCallee).some((call) => call.id === ringing.id && call.status === 'ended'), 'the ringing to stop');
    expect(updates(atCallee).at(-1)).toMatchObject({ outcome: 'failed', reason: 'connection_lost' });
  });
});
