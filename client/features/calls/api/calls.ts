import type { CallView } from '#shared/calls/call.schema.ts';
import { api } from '../../../lib/api-client.ts';

export type IceServers = { iceServers: RTCIceServer[]; expiresAt: string | null };

/** `GET /api/calls/{id}`: a call of the signed-in person (404 for anyone else), its times as strings like the socket's. */
export function fetchCall(callId: string, signal?: AbortSignal): Promise<CallView> {
  return api.get<CallView>(`calls/${encodeURIComponent(callId)}`, { signal, dates: 'text' });
}

/** `GET /api/calls/ice-servers`: STUN and TURN servers (with short-lived credentials) for one call. */
export function fetchIceServers(signal?: AbortSignal): Promise<IceServers> {
  return api.get<IceServers>('calls/ice-servers', { signal, dates: 'text' });
}
