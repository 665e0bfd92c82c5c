import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'socket.io';
import { callHangupPayloadSchema, callInvitePayloadSchema, callPartyPayloadSchema, callSignalPayloadSchema, type CallView } from '#shared/calls/call.schema.ts';
import { type ClientToServerEvents, type ServerToClientEvents, type SocketData, socketRooms } from '#shared/socket-events.ts';
import type { Clock } from '#server/lib/clock.ts';
import { appChatEvents } from '#server/modules/chats/chat-events.ts';
import { answerSocketEvent } from '#server/plugins/socket-ack.ts';
import { toErrorBody } from '#server/plugins/errors.plugin.ts';
import { socketCallEvents } from './call-events.ts';
import { type CallMessaging, followCallChange, scheduleCallTimeout } from './call-follow-up.ts';
import { actOnCall, type CallChange, failCall, inviteCall, type PartyAction, signalTarget, unconnectedCallsOfParty } from './call.service.ts';

/** Calls a connection remembers the signalling target of, at most. */
const rememberedCalls = 20;

type CallSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface CallSocketDeps {
  orm: MikroORM;
  clock: Clock;
  messaging: CallMessaging;
  /** Whether a person has a device connected anywhere (any server process), to ring it. */
  online: (userId: string) => Promise<boolean>;
  onUnexpected: (error: unknown) => void;
}

/**
 * The call events a device sends. The access rule (signed in, not blocked) and the text rule have
 * run before these handlers (server/access/socket-access.ts); who may do what with the call is
 * decided by the service under the call's lock, and every change is followed the same way
 * (`followCallChange`), whether a device, a deadline or a lost connection caused it.
 */
export function callSocketHandlers(deps: CallSocketDeps) {
  return (socket: CallSocket): void => {
    const userId = socket.data.userId;
    if (!userId) return;
    // The devices (page loads) this connection spoke for, so a lost connection can end their unanswered calls.
    const parties = new Set<string>();
    const follow = async (change: CallChange): Promise<{ call: CallView }> => {
      await followCallChange(deps.orm.em.fork(), deps.messaging, change, deps.clock.now());
      return { call: change.call };
    };
    const act = (partyId: string, callId: string, action: PartyAction) => {
      parties.add(partyId);
      return actOnCall(deps.orm.em.fork(), { callId, userId, partyId, action, now: deps.clock.now() }).then(follow);
    };
    const options = <Schema extends typeof callPartyPayloadSchema | typeof callHangupPayloadSchema>(schema: Schema, payload: unknown, ack: unknown) => ({ schema, payload, ack, onUnexpected: deps.onUnexpected });

    socket.on('call:invite', (payload, ack) =>
      answerSocketEvent({ schema: callInvitePayloadSchema, payload, ack, onUnexpected: deps.onUnexpected }, async (invite) => {
        parties.add(invite.partyId);
        const now = deps.clock.now();
        const change = await inviteCall(deps.orm.em.fork(), { ...invite, userId, now }, deps.online);
        if (change.changed && change.call.status === 'calling') {
          deps.messaging.events.invite(change.call);
          await scheduleCallTimeout(deps.messaging.calls, change.call, now);
          return { call: change.call };
        }
        return follow(change);
      }),
    );
    socket.on('call:accept', (payload, ack) => answerSocketEvent(options(callPartyPayloadSchema, payload, ack), ({ callId, partyId }) => act(partyId, callId, { type: 'accept' })));
    socket.on('call:decline', (payload, ack) => answerSocketEvent(options(callPartyPayloadSchema, payload, ack), ({ callId, partyId }) => act(partyId, callId, { type: 'decline' })));
    socket.on('call:connected', (payload, ack) => answerSocketEvent(options(callPartyPayloadSchema, payload, ack), ({ callId, partyId }) => act(partyId, callId, { type: 'connected' })));
    socket.on('call:hangup', (payload, ack) =>
      answerSocketEvent(options(callHangupPayloadSchema, payload, ack), ({ callId, partyId, reason }) => act(partyId, callId, { type: 'hangup', reason })),
    );

    // Where each call's signalling goes, once the call row said so: a call's two devices never
    // change after the answer, so its dozens of candidates cost one query. Signalling that outlives
    // the call reaches only devices that have left it, which drop it.
    const targets = new Map<string, { userId: string; partyId: string }>();
    socket.on('call:signal', async (payload) => {
      const parsed = callSignalPayloadSchema.safeParse(payload);
      if (!parsed.success) return;
      const { callId, partyId, signal } = parsed.data;
      try {
        const key = `${callId}:${partyId}`;
        let target = targets.get(key);
        if (!target) {
          const found = await signalTarget(deps.orm.em.fork(), { callId, userId, partyId });
          if (!found) return;
          if (targets.size >= rememberedCalls) targets.clear();
          targets.set(key, found);
          target = found;
        }
        deps.messaging.events.signal(target.userId, { callId, fromPartyId: partyId, toPartyId: target.partyId, signal });
      } catch (error) {
        // Signalling from a device that is not in the call is dropped without an answer.
        if (toErrorBody(error).status >= 500) deps.onUnexpected(error);
      }
    });

    // A device that leaves while its call rings or connects ends it: nobody should ring on for a
    // closed tab. An ongoing call is left to the two devices, whose media may outlive a signalling
    // blip; the other side hangs up when the media stops (ICE fails after its restart attempt).
    socket.on('disconnect', (reason) => {
      // A server shutting down is not the device leaving: it reconnects to another process.
      if (parties.size === 0 || reason === 'server shutting down' || reason === 'server namespace disconnect') return;
      const em = deps.orm.em.fork();
      void (async () => {
        for (const partyId of parties) {
          for (const callId of await unconnectedCallsOfParty(em, { userId, partyId })) {
            const change = await failCall(em, { callId, reason: 'connection_lost', now: deps.clock.now(), onlyIn: ['calling', 'connecting'] });
            if (change) await follow(change);
          }
        }
      })().catch(deps.onUnexpected);
    });
  };
}

/** The web server's call messaging: events through its Socket.IO server, deadlines and messages through its queues. */
export function appCallMessaging(app: Pick<FastifyInstance, 'io' | 'queues' | 'log' | 'notifier' | 'config'>): CallMessaging {
  return {
    events: socketCallEvents(app.io),
    chat: appChatEvents(app),
    notifier: app.notifier,
    outbound: app.queues.outboundMessages,
    calls: app.queues.calls,
    origin: app.config.origin,
    appName: app.config.appName,
  };
}

/** Adds the call handlers to every new connection of the app's Socket.IO server. */
export const callSocketsPlugin = fp(
  async (app: FastifyInstance) => {
    const handlers = callSocketHandlers({
      orm: app.orm,
      clock: app.clock,
      messaging: appCallMessaging(app),
      online: async (userId) => (await app.io.in(socketRooms.user(userId)).fetchSockets()).length > 0,
      onUnexpected: (error) => app.log.error({ err: error }, 'call socket event failed'),
    });
    app.io.on('connection', handlers);
  },
  { name: 'call-sockets', dependencies: ['sockets', 'queues'] },
);
