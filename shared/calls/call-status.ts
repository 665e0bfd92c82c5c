/**
 * A call between the two people of a conversation, as the server keeps it (spec §2: calling,
 * connecting, ongoing, ended). The shape follows what reliable VoIP signalling settled on
 * (Matrix MSC2746): one `callId` per call, one `partyId` per device, an invite with a lifetime,
 * declining that is not hanging up, and a stored reason for every end.
 *
 * - `calling`: the invite rings on every device of the callee until one accepts, the callee
 *   declines, the caller cancels or the lifetime runs out (missed).
 * - `connecting`: one device of the callee accepted; the two devices exchange offer, answer and
 *   ICE candidates through the server until media flows.
 * - `ongoing`: media flows; the elapsed time counts from here.
 * - `ended`: with an outcome (how it ended) and a hang-up reason (why).
 */
export const callStatuses = ['calling', 'connecting', 'ongoing', 'ended'] as const;
export type CallStatus = (typeof callStatuses)[number];

/** Statuses in which a call holds its two people: a new invite to or from either is refused as busy. */
export const activeCallStatuses = ['calling', 'connecting', 'ongoing'] as const satisfies readonly CallStatus[];

/**
 * How a call ended: `completed` after talking; `missed` when nobody answered (or the callee had no
 * device online); `declined` by the callee; `cancelled` by the caller before it connected, or by
 * either side while connecting; `failed` when media could not start or was lost.
 */
export const callOutcomes = ['completed', 'missed', 'declined', 'cancelled', 'failed'] as const;
export type CallOutcome = (typeof callOutcomes)[number];

/** Why a call ended (MSC2746's reasons, and the few our server adds). Stored and shown. */
export const callHangupReasons = [
  'user_hangup',
  'user_declined',
  'invite_timeout',
  'callee_offline',
  'ice_failed',
  'ice_timeout',
  'user_media_failed',
  'connection_lost',
  'unknown_error',
] as const;
export type CallHangupReason = (typeof callHangupReasons)[number];

/** Reasons a device may give when it hangs up; the others are the server's own. */
export const clientHangupReasons = ['user_hangup', 'ice_failed', 'ice_timeout', 'user_media_failed', 'unknown_error'] as const satisfies readonly CallHangupReason[];
export type ClientHangupReason = (typeof clientHangupReasons)[number];

export const callTimings = {
  /** An invite rings this long before the call ends as missed (the invite carries it as its lifetime). */
  inviteLifetimeMs: 45_000,
  /** From accepting to media flowing; longer means the network does not let the two reach each other. */
  connectTimeoutMs: 30_000,
  /** A network change gets this long for an ICE restart before the call is given up. */
  iceRestartGraceMs: 15_000,
} as const;

export type CallEvent =
  | { type: 'accept' }
  | { type: 'decline' }
  | { type: 'connected' }
  /** `by`: which side hung up, which decides between cancelled and completed. */
  | { type: 'hangup'; by: 'caller' | 'callee'; reason: CallHangupReason }
  | { type: 'timeout' }
  | { type: 'fail'; reason: CallHangupReason };
export type CallEventType = CallEvent['type'];

export type CallState = { status: CallStatus; outcome: CallOutcome | null; reason: CallHangupReason | null };

/**
 * The one transition table of a call: the state an event leads to, or `null` when the event does
 * not apply (a repeated hang-up, an accept after the end): such events change nothing.
 * Only the callee accepts or declines, which the caller of this function checks.
 */
export function nextCallState(current: CallStatus, event: CallEvent): CallState | null {
  const ended = (outcome: CallOutcome, reason: CallHangupReason): CallState => ({ status: 'ended', outcome, reason });
  switch (event.type) {
    case 'accept':
      return current === 'calling' ? { status: 'connecting', outcome: null, reason: null } : null;
    case 'decline':
      return current === 'calling' ? ended('declined', 'user_declined') : null;
    case 'connected':
      return current === 'connecting' ? { status: 'ongoing', outcome: null, reason: null } : null;
    case 'timeout':
      if (current === 'calling') return ended('missed', 'invite_timeout');
      if (current === 'connecting') return ended('failed', 'ice_timeout');
      return null;
    case 'hangup':
      if (current === 'calling') return event.by === 'caller' ? ended('cancelled', event.reason) : null;
      if (current === 'connecting') return ended(event.reason === 'user_hangup' ? 'cancelled' : 'failed', event.reason);
      if (current === 'ongoing') return ended(event.reason === 'user_hangup' ? 'completed' : 'failed', event.reason);
      return null;
    case 'fail':
      return current === 'ended' ? null : ended('failed', event.reason);
  }
}

export type CallActions = { accept: boolean; decline: boolean; hangUp: boolean };

/** What one side may do with a call now; the server refuses anything else, the screens show only these buttons. */
export function callActions(status: CallStatus, role: 'caller' | 'callee'): CallActions {
  return {
    accept: role === 'callee' && status === 'calling',
    decline: role === 'callee' && status === 'calling',
    hangUp: status === 'connecting' || status === 'ongoing' || (status === 'calling' && role === 'caller'),
  };
}
