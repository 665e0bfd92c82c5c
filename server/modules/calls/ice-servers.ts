import { createHmac } from 'node:crypto';
import type { IceServer } from '#shared/calls/ice-servers.schema.ts';

/** A TURN server that takes time-limited credentials signed with a shared secret (coturn `use-auth-secret`). */
export interface TurnSettings {
  urls: readonly string[];
  /** coturn's `static-auth-secret`. */
  secret: string;
  credentialTtlSeconds: number;
}

/** The ICE part of the configuration (`config.calls`). */
export interface IceSettings {
  /** STUN servers, without credentials. */
  iceServers: readonly IceServer[];
  turn: TurnSettings | null;
}

export interface UserIceServers {
  iceServers: IceServer[];
  /** When the TURN credentials stop working; null without TURN. */
  expiresAt: Date | null;
}

/**
 * The TURN password for a username under the TURN REST API scheme coturn implements with
 * `use-auth-secret`: base64 of HMAC-SHA1 keyed with the shared secret over the username.
 */
export function turnPassword(secret: string, username: string): string {
  return createHmac('sha1', secret).update(username).digest('base64');
}

/**
 * The ICE servers for a signed-in user at `now`: the configured STUN servers and, when TURN is
 * configured, one entry with all TURN addresses and credentials of this user that expire after
 * the configured time. The username is `<expiry in Unix seconds>:<user id>`: coturn reads the
 * expiry from it and refuses it afterwards, and the user id shows in coturn's logs.
 */
export function iceServersFor(settings: IceSettings, userId: string, now: Date): UserIceServers {
  const iceServers = settings.iceServers.map((server) => ({ ...server, urls: Array.isArray(server.urls) ? [...server.urls] : server.urls }));
  const { turn } = settings;
  if (!turn) return { iceServers, expiresAt: null };
  const expiresAtSeconds = Math.floor(now.getTime() / 1000) + turn.credentialTtlSeconds;
  const username = `${expiresAtSeconds}:${userId}`;
  iceServers.push({ urls: [...turn.urls], username, credential: turnPassword(turn.secret, username) });
  return { iceServers, expiresAt: new Date(expiresAtSeconds * 1000) };
}
