import type { Redis } from 'ioredis';
import type { CallView } from '#shared/calls/call.schema.ts';
import { type ServerToClientEvents, socketRooms } from '#shared/socket-events.ts';
import { type RoomEmitter, redisRoomEmitter, socketRoomEmitter } from '#server/lib/room-emitter.ts';
import type { SocketServer } from '#server/plugins/sockets.plugin.ts';

/**
 * Live call events to people's user rooms (every tab and device), from the web server or, for
 * deadlines, from the workers through Redis. Devices pick what is theirs by `partyId`.
 */
export interface CallEvents {
  /** Rings every device of the callee. */
  invite(call: CallView): void;
  /** The call as it stands now, to both people. */
  updated(call: CallView): void;
  /** Signalling for one device of the other person. */
  signal(toUserId: string, event: Parameters<ServerToClientEvents['call:signal']>[0]): void;
}

function callEventsOf(target: RoomEmitter): CallEvents {
  return {
    invite(call) {
      target.to(socketRooms.user(call.calleeId)).emit('call:invite', call);
    },
    updated(call) {
      target.to([socketRooms.user(call.callerId), socketRooms.user(call.calleeId)]).emit('call:updated', call);
    },
    signal(toUserId, event) {
      target.to(socketRooms.user(toUserId)).emit('call:signal', event);
    },
  };
}

/** Through the web server's Socket.IO server (`app.io`). */
export function socketCallEvents(io: Pick<SocketServer, 'to'>): CallEvents {
  return callEventsOf(socketRoomEmitter(io));
}

/** Through Redis, for the workers; `channelKey` is `socketChannelKey(config)`. */
export function redisCallEvents(redis: Redis, channelKey: string): CallEvents {
  return callEventsOf(redisRoomEmitter(redis, channelKey));
}
