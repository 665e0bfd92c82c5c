import { z } from 'zod';
import { callHangupReasons, callOutcomes, callStatuses, clientHangupReasons } from './call-status.ts';

/** A device's id within a call (MSC2746 `party_id`): made by the device, once per page load. */
export const partyIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** `call:invite` from the caller's device. The device makes `callId`, so a resent invite is the same call. */
export const callInvitePayloadSchema = z.object({
  callId: z.uuid(),
  chatId: z.uuid(),
  partyId: partyIdSchema,
  video: z.boolean(),
});
export type CallInvitePayload = z.infer<typeof callInvitePayloadSchema>;

/** `call:accept`, `call:decline` and `call:connected` name the call and the device. */
export const callPartyPayloadSchema = z.object({ callId: z.uuid(), partyId: partyIdSchema });
export type CallPartyPayload = z.infer<typeof callPartyPayloadSchema>;

export const callHangupPayloadSchema = callPartyPayloadSchema.extend({ reason: z.enum(clientHangupReasons) });
export type CallHangupPayload = z.infer<typeof callHangupPayloadSchema>;

/**
 * WebRTC signalling from simple-peer, relayed untouched to the other device of the call: an
 * offer or answer (SDP), an ICE candidate, or a renegotiation hint. Bounded, since the server
 * passes it on without reading it.
 */
export const callSignalSchema = z.union([
  z.object({ type: z.enum(['offer', 'answer', 'pranswer', 'rollback']), sdp: z.string().max(20_000).optional() }),
  z.object({
    type: z.literal('candidate'),
    candidate: z.object({
      candidate: z.string().max(1_000),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
      usernameFragment: z.string().max(256).nullable().optional(),
    }),
  }),
  z.object({ type: z.literal('renegotiate'), renegotiate: z.literal(true) }),
  z.object({ type: z.literal('transceiverRequest'), transceiverRequest: z.object({ kind: z.enum(['audio', 'video']), init: z.object({}).passthrough().optional() }) }),
]);
export type CallSignal = z.infer<typeof callSignalSchema>;

export const callSignalPayloadSchema = callPartyPayloadSchema.extend({ signal: callSignalSchema });
export type CallSignalPayload = z.infer<typeof callSignalPayloadSchema>;

/** A call as both of its people see it (`GET /api/calls/{id}` and every `call:*` event). */
export const callViewSchema = z.object({
  id: z.uuid(),
  chatId: z.uuid(),
  callerId: z.uuid(),
  calleeId: z.uuid(),
  callerName: z.string(),
  calleeName: z.string(),
  video: z.boolean(),
  status: z.enum(callStatuses),
  outcome: z.enum(callOutcomes).nullable(),
  reason: z.enum(callHangupReasons).nullable(),
  callerPartyId: z.string(),
  /** The callee's device that accepted (null until one did): the only one the caller's device talks to. */
  calleePartyId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** When the invite stops ringing (its lifetime). */
  expiresAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  connectedAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
});
export type CallView = z.infer<typeof callViewSchema>;

export const callIdParamsSchema = z.object({ id: z.uuid() });
