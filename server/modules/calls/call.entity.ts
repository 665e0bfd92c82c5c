import { defineEntity, p } from '@mikro-orm/core';
import { callHangupReasons, callOutcomes, callStatuses } from '#shared/calls/call-status.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { ChatEntity } from '#server/modules/chats/chat.entity.ts';

/**
 * One call between the two people of a chat (shared/calls/call-status.ts). The id is made by the
 * caller's device, so a resent invite finds the same call. A chat has at most one call that is not
 * ended (the partial unique index), and a person is in at most one: `inviteCall` checks it under
 * advisory locks on both people.
 */
export const CallSchema = defineEntity({
  name: 'Call',
  tableName: 'call',
  indexes: [
    { name: 'call_chat_created_index', properties: ['chat', 'createdAt'] },
    { name: 'call_caller_active_index', expression: 'create index "call_caller_active_index" on "call" ("caller_id") where "status" <> \'ended\'' },
    { name: 'call_callee_active_index', expression: 'create index "call_callee_active_index" on "call" ("callee_id") where "status" <> \'ended\'' },
    { name: 'call_one_active_per_chat_index', expression: 'create unique index "call_one_active_per_chat_index" on "call" ("chat_id") where "status" <> \'ended\'' },
  ],
  checks: [
    { name: 'call_ended_check', expression: `(status = 'ended') = (outcome is not null and hangup_reason is not null and ended_at is not null)` },
    { name: 'call_answered_check', expression: `status in ('calling', 'ended') or (callee_party_id is not null and answered_at is not null)` },
  ],
  properties: {
    id: p.uuid().primary(),
    chat: () => p.manyToOne(ChatEntity).deleteRule('cascade'),
    caller: () => p.manyToOne(UserEntity).deleteRule('cascade'),
    callee: () => p.manyToOne(UserEntity).deleteRule('cascade'),
    callerPartyId: p.text(),
    /** The callee's device that accepted: the only one the caller's device talks to. */
    calleePartyId: p.text().nullable(),
    video: p.boolean(),
    status: p.enum(callStatuses),
    outcome: p.enum(callOutcomes).nullable(),
    hangupReason: p.enum(callHangupReasons).nullable(),
    /** Who ended it; null when the server did (timeout, lost connection). */
    endedBy: () => p.manyToOne(UserEntity).nullable().deleteRule('set null'),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    answeredAt: p.datetime().nullable(),
    connectedAt: p.datetime().nullable(),
    endedAt: p.datetime().nullable(),
  },
});

export class CallEntity extends CallSchema.class {}
CallSchema.setClass(CallEntity);
