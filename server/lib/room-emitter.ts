import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { ServerToClientEvents } from '#shared/socket-events.ts';

type Emit = <Event extends keyof ServerToClientEvents>(event: Event, ...args: Parameters<ServerToClientEvents[Event]>) => unknown;
type Broadcast = { emit: Emit; except(rooms: string | string[]): Broadcast };

/**
 * What the web server's Socket.IO server and the workers' Redis emitter have in common: emitting
 * typed events to rooms. Live events are written once against this and reach sockets on every
 * server process either way.
 */
export type RoomEmitter = { to(rooms: string | string[]): Broadcast };

/** The web server's Socket.IO server (`app.io`) as a room emitter. */
export const socketRoomEmitter = (io: { to(rooms: string | string[]): unknown }): RoomEmitter => io as unknown as RoomEmitter;

/** Emits through Redis, for the workers; `channelKey` is `socketChannelKey(config)`. */
export const redisRoomEmitter = (redis: Redis, channelKey: string): RoomEmitter => new Emitter<ServerToClientEvents>(redis, { key: channelKey }) as unknown as RoomEmitter;
