import type { EntityManager } from '@mikro-orm/postgresql';
import { type CallEvent, type CallHangupReason, type CallOutcome, type CallStatus, callTimings, nextCallState } from '#shared/calls/call-status.ts';
import type { CallView } from '#shared/calls/call.schema.ts';
import { preparedQuery, query, sql, type SqlFragment } from '#server/db/sql.ts';
import { AppError, conflict, forbidden, notFound } from '#server/lib/app-error.ts';

interface CallRow {
  id: string;
  chat_id: string;
  caller_id: string;
  callee_id: string;
  caller_name: string;
  callee_name: string;
  caller_party_id: string;
  callee_party_id: string | null;
  video: boolean;
  status: CallStatus;
  outcome: CallOutcome | null;
  hangup_reason: CallHangupReason | null;
  created_at: Date;
  expires_at: Date;
  answered_at: Date | null;
  connected_at: Date | null;
  ended_at: Date | null;
}

/** A call changed by an event, or found as it was (`changed: false`) when the event did not apply. */
export interface CallChange {
  call: CallView;
  changed: boolean;
}

// The customer is named by their full name and the provider by its display name, as in the chat list.
const callFrom = sql`from call c join chat ch on ch.id = c.chat_id join app_user cu on cu.id = ch.customer_id join provider pr on pr.id = ch.provider_id`;
const callColumns = sql`c.id, c.chat_id, c.caller_id, c.callee_id, c.caller_party_id, c.callee_party_id, c.video, c.status, c.outcome, c.hangup_reason,
  c.created_at, c.expires_at, c.answered_at, c.connected_at, c.ended_at,
  case when c.caller_id = ch.customer_id then trim(cu.first_name || ' ' || cu.last_name) else pr.display_name end as caller_name,
  case when c.callee_id = ch.customer_id then trim(cu.first_name || ' ' || cu.last_name) else pr.display_name end as callee_name`;

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

export function presentCall(row: CallRow): CallView {
  return {
    id: row.id,
    chatId: row.chat_id,
    callerId: row.caller_id,
    calleeId: row.callee_id,
    callerName: row.caller_name,
    calleeName: row.callee_name,
    video: row.video,
    status: row.status,
    outcome: row.outcome,
    reason: row.hangup_reason,
    callerPartyId: row.caller_party_id,
    calleePartyId: row.callee_party_id,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    answeredAt: iso(row.answered_at),
    connectedAt: iso(row.connected_at),
    endedAt: iso(row.ended_at),
  };
}

async function selectCalls(em: EntityManager, where: SqlFragment, lock = false): Promise<CallRow[]> {
  return query<CallRow>(em, sql`select ${callColumns} ${callFrom} where ${where} ${lock ? sql`for update of c` : sql``}`);
}

/**
 * The call, only for its caller or callee: anyone else gets 404, so a stranger cannot learn it exists.
 * @throws AppError 404.
 */
export async function findCall(em: EntityManager, callId: string, userId: string): Promise<CallView> {
  const [row] = await selectCalls(em, sql`c.id = ${callId} and ${userId} in (c.caller_id, c.callee_id)`);
  if (!row) throw notFound();
  return presentCall(row);
}

/** The other person of a chat the caller takes part in and may call now. */
async function calleeOf(em: EntityManager, chatId: string, userId: string): Promise<string> {
  const [row] = await query<{ deactivated: boolean; other_id: string | null; other_unreachable: boolean | null }>(
    em,
    sql`select c.deactivated_at is not null as deactivated, other.user_id as other_id, (u.is_blocked or u.erased_at is not null) as other_unreachable
      from chat c join chat_participant me on me.chat_id = c.id and me.user_id = ${userId}
        left join chat_participant other on other.chat_id = c.id and other.user_id <> ${userId}
        left join app_user u on u.id = other.user_id
      where c.id = ${chatId}
      limit 1`,
  );
  if (!row) throw notFound();
  if (row.deactivated) throw forbidden('error.chat.deactivated');
  if (!row.other_id || row.other_unreachable) throw forbidden('error.chat.read_only');
  return row.other_id;
}

export interface CallInvite {
  callId: string;
  chatId: string;
  userId: string;
  partyId: string;
  video: boolean;
  now: Date;
}

/**
 * The caller rings the other person of a chat. A resent invite (same `callId`) answers the call as
 * it stands. Under advisory locks on both people: refused while either is in a call (409
 * `error.call.busy`), except when the other person is ringing this one in the same chat right now
 * (409 `error.call.glare` with that call's id): this side is then the polite one and answers it.
 * When `online` says the callee has no device to ring, the call ends at once as missed.
 * @throws AppError 404 not in the chat; 403 `error.chat.deactivated`, `error.chat.read_only`; 409 as above.
 */
export async function inviteCall(em: EntityManager, invite: CallInvite, online: (calleeId: string) => Promise<boolean>): Promise<CallChange> {
  const [earlier] = await selectCalls(em, sql`c.id = ${invite.callId}`);
  if (earlier) {
    if (earlier.caller_id !== invite.userId || earlier.chat_id !== invite.chatId) throw notFound();
    return { call: presentCall(earlier), changed: false };
  }
  const calleeId = await calleeOf(em, invite.chatId, invite.userId);
  const reachable = await online(calleeId);
  return em.transactional(async (tx) => {
    // Both people's locks, always in the same order, so two invites between them cannot deadlock.
    await query(tx, sql`select pg_advisory_xact_lock(hashtextextended('call:' || id::text, 0)) from unnest(array[${invite.userId}, ${calleeId}]::uuid[]) id order by id`);
    const busy = await selectCalls(tx, sql`c.status <> 'ended' and (c.caller_id in (${invite.userId}, ${calleeId}) or c.callee_id in (${invite.userId}, ${calleeId}))`);
    const glare = busy.find((call) => call.status === 'calling' && call.chat_id === invite.chatId && call.caller_id === calleeId && call.callee_id === invite.userId);
    if (glare) throw conflict('error.call.glare', { callId: glare.id });
    if (busy.length > 0) throw conflict('error.call.busy');
    const expiresAt = new Date(invite.now.getTime() + callTimings.inviteLifetimeMs);
    const ended = reachable ? null : { outcome: 'missed', reason: 'callee_offline' };
    await query(
      tx,
      sql`insert into call (id, chat_id, caller_id, callee_id, caller_party_id, video, status, outcome, hangup_reason, created_at, expires_at, ended_at)
        values (${invite.callId}, ${invite.chatId}, ${invite.userId}, ${calleeId}, ${invite.partyId}, ${invite.video}, ${ended ? 'ended' : 'calling'},
          ${ended?.outcome ?? null}, ${ended?.reason ?? null}, ${invite.now}, ${expiresAt}, ${ended ? invite.now : null})`,
    );
    const [row] = await selectCalls(tx, sql`c.id = ${invite.callId}`);
    if (!row) throw new AppError(500, 'error.http.internal');
    return { call: presentCall(row), changed: true };
  });
}

/** What a device of the call does: answer, say no, report media flowing, or hang up. */
export type PartyAction = { type: 'accept' } | { type: 'decline' } | { type: 'connected' } | { type: 'hangup'; reason: CallHangupReason };

async function update(tx: EntityManager, row: CallRow, event: CallEvent, set: { calleePartyId?: string; endedBy?: string | null; now: Date }): Promise<CallChange> {
  const next = nextCallState(row.status, event);
  if (!next) return { call: presentCall(row), changed: false };
  await query(
    tx,
    sql`update call set status = ${next.status}, outcome = ${next.outcome}, hangup_reason = ${next.reason},
        callee_party_id = coalesce(${set.calleePartyId ?? null}, callee_party_id),
        answered_at = case when ${next.status} = 'connecting' then ${set.now}::timestamptz else answered_at end,
        connected_at = case when ${next.status} = 'ongoing' then ${set.now}::timestamptz else connected_at end,
        ended_at = case when ${next.status} = 'ended' then ${set.now}::timestamptz else ended_at end,
        ended_by_id = case when ${next.status} = 'ended' then ${set.endedBy ?? null}::uuid else ended_by_id end
      where id = ${row.id}`,
  );
  const [changed] = await selectCalls(tx, sql`c.id = ${row.id}`);
  return { call: presentCall(changed ?? row), changed: true };
}

/**
 * One device's action on a call, under the call's row lock; every rule of who may do what is here.
 * - Only the callee accepts or declines, while it rings; the first device to accept wins, a later
 *   one gets 409 `error.call.answered_elsewhere`; anything after the end gets 409 `error.call.ended`.
 * - A callee hanging up while it rings declines. Hanging up and reporting media are for the two
 *   devices of the call; another device of the same person changes nothing.
 * - Repeated events (a second hang-up, `connected` twice) change nothing and answer the call as it is.
 * @throws AppError 404 not the caller or callee; 403 the caller answering their own call; 409 as above.
 */
export async function actOnCall(em: EntityManager, input: { callId: string; userId: string; partyId: string; action: PartyAction; now: Date }): Promise<CallChange> {
  return em.transactional(async (tx) => {
    const [row] = await selectCalls(tx, sql`c.id = ${input.callId} and ${input.userId} in (c.caller_id, c.callee_id)`, true);
    if (!row) throw notFound();
    const role = row.caller_id === input.userId ? 'caller' : 'callee';
    const { action, now } = input;
    const myParty = role === 'caller' ? row.caller_party_id === input.partyId : row.callee_party_id === input.partyId;
    // A ringing call past its lifetime is missed, whatever the device says now.
    if (row.status === 'calling' && now.getTime() >= new Date(row.expires_at).getTime()) {
      const missed = await update(tx, row, { type: 'timeout' }, { now, endedBy: null });
      if (action.type === 'accept') throw conflict('error.call.ended');
      return missed;
    }
    switch (action.type) {
      case 'accept':
      case 'decline': {
        if (role !== 'callee') throw forbidden();
        if (row.status === 'ended') {
          if (action.type === 'decline') return { call: presentCall(row), changed: false };
          throw conflict('error.call.ended');
        }
        if (row.status !== 'calling') {
          if (myParty && action.type === 'accept') return { call: presentCall(row), changed: false };
          throw conflict('error.call.answered_elsewhere');
        }
        return action.type === 'accept'
          ? update(tx, row, { type: 'accept' }, { now, calleePartyId: input.partyId })
          : update(tx, row, { type: 'decline' }, { now, endedBy: input.userId });
      }
      case 'connected':
        return myParty ? update(tx, row, { type: 'connected' }, { now }) : { call: presentCall(row), changed: false };
      case 'hangup':
        if (role === 'callee' && row.status === 'calling') return update(tx, row, { type: 'decline' }, { now, endedBy: input.userId });
        if (!myParty) return { call: presentCall(row), changed: false };
        return update(tx, row, { type: 'hangup', by: role, reason: action.reason }, { now, endedBy: input.userId });
    }
  });
}

/**
 * The deadline of a call: a ringing call past its lifetime ends as missed, a call that has not
 * connected `connectTimeoutMs` after the answer ends as failed. Anything else is left alone, so
 * the job may run late, early or twice.
 */
export async function timeOutCall(em: EntityManager, callId: string, now: Date): Promise<CallChange | null> {
  return em.transactional(async (tx) => {
    const [row] = await selectCalls(tx, sql`c.id = ${callId}`, true);
    if (!row) return null;
    const due =
      (row.status === 'calling' && now.getTime() >= new Date(row.expires_at).getTime()) ||
      (row.status === 'connecting' && row.answered_at !== null && now.getTime() >= new Date(row.answered_at).getTime() + callTimings.connectTimeoutMs);
    return due ? update(tx, row, { type: 'timeout' }, { now, endedBy: null }) : { call: presentCall(row), changed: false };
  });
}

/** A call that is still ongoing this long after it connected lost both its devices (a server restart while both left). */
export const abandonedCallMs = 12 * 60 * 60 * 1000;

/** Calls whose deadline passed without their job (lost in a Redis restart), and calls nobody holds any more. */
export async function overdueCallIds(em: EntityManager, now: Date): Promise<{ timedOut: string[]; abandoned: string[] }> {
  const rows = await query<{ id: string; abandoned: boolean }>(
    em,
    sql`select id, status = 'ongoing' as abandoned from call
      where (status = 'calling' and expires_at <= ${now})
        or (status = 'connecting' and answered_at <= ${new Date(now.getTime() - callTimings.connectTimeoutMs)})
        or (status = 'ongoing' and connected_at <= ${new Date(now.getTime() - abandonedCallMs)})
      order by created_at limit 500`,
  );
  return { timedOut: rows.filter((row) => !row.abandoned).map((row) => row.id), abandoned: rows.filter((row) => row.abandoned).map((row) => row.id) };
}

/**
 * Ends a call with a reason of the server's own: its deadline passed without media
 * (`ice_timeout`), or a device that held it is gone (`connection_lost`). `onlyIn` leaves a call in
 * any other state alone.
 */
export async function failCall(em: EntityManager, input: { callId: string; reason: CallHangupReason; now: Date; onlyIn: readonly CallStatus[] }): Promise<CallChange | null> {
  return em.transactional(async (tx) => {
    const [row] = await selectCalls(tx, sql`c.id = ${input.callId}`, true);
    if (!row) return null;
    if (!input.onlyIn.includes(row.status)) return { call: presentCall(row), changed: false };
    return update(tx, row, { type: 'fail', reason: input.reason }, { now: input.now, endedBy: null });
  });
}

/** The calls one device of a person holds that have not connected yet (ringing out, or connecting). */
export async function unconnectedCallsOfParty(em: EntityManager, input: { userId: string; partyId: string }): Promise<string[]> {
  const rows = await query<{ id: string }>(
    em,
    sql`select id from call where status in ('calling', 'connecting')
      and ((caller_id = ${input.userId} and caller_party_id = ${input.partyId}) or (callee_id = ${input.userId} and callee_party_id = ${input.partyId}))`,
  );
  return rows.map((row) => row.id);
}

/**
 * Where a device's signalling goes: the other device of the call, once one accepted and until it
 * ends. Null when the sender is not one of the call's two devices, so nothing is relayed.
 */
export async function signalTarget(em: EntityManager, input: { callId: string; userId: string; partyId: string }): Promise<{ userId: string; partyId: string } | null> {
  const [row] = await preparedQuery<{ caller_id: string; callee_id: string; caller_party_id: string; callee_party_id: string }>(
    em,
    sql`select caller_id, callee_id, caller_party_id, callee_party_id from call
      where id = ${input.callId} and status in ('connecting', 'ongoing')
        and ((caller_id = ${input.userId} and caller_party_id = ${input.partyId}) or (callee_id = ${input.userId} and callee_party_id = ${input.partyId}))`,
  );
  if (!row) return null;
  return row.caller_id === input.userId ? { userId: row.callee_id, partyId: row.callee_party_id } : { userId: row.caller_id, partyId: row.caller_party_id };
}
