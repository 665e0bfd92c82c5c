import { useQuery } from '@tanstack/react-query';
import type { CallView } from '#shared/calls/call.schema.ts';
import type { SocketErrorBody } from '#shared/socket-events.ts';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export const callKey = (callId: string) => ['calls', 'call', callId] as const;

export type IceServers = { iceServers: RTCIceServer[]; expiresAt: string | null };

// The API client turns date-times into `Date`; socket events carry strings. Calls are kept as strings.
const isoText = (value: unknown) => (value instanceof Date ? value.toISOString() : value === null || value === undefined ? null : String(value));

export function asCallView(raw: CallView): CallView {
  return {
    ...raw,
    createdAt: isoText(raw.createdAt) ?? '',
    expiresAt: isoText(raw.expiresAt) ?? '',
    answeredAt: isoText(raw.answeredAt),
    connectedAt: isoText(raw.connectedAt),
    endedAt: isoText(raw.endedAt),
  };
}

/** `GET /api/calls/{id}`: a call of the signed-in person (404 for anyone else). */
export function fetchCall(callId: string, signal?: AbortSignal): Promise<CallView> {
  return api.get<CallView>(`calls/${encodeURIComponent(callId)}`, { signal }).then(asCallView);
}

/** `GET /api/calls/ice-servers`: STUN and TURN servers (with short-lived credentials) for one call. */
export function fetchIceServers(signal?: AbortSignal): Promise<IceServers> {
  return api.get<IceServers>('calls/ice-servers', { signal });
}

export function useCallView(callId: string | null) {
  return useQuery({ queryKey: callKey(callId ?? ''), queryFn: ({ signal }) => fetchCall(callId ?? '', signal), enabled: Boolean(callId) });
}

/** A refused call event as the error the REST API would have thrown, so the usual error text applies. */
export function socketError(error: SocketErrorBody): ApiError {
  return new ApiError(error.status, error.message, error.data);
}
