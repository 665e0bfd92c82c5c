import { z } from 'zod';

/** One entry of `RTCConfiguration.iceServers`: STUN servers without credentials, TURN with them. */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/**
 * `GET /api/calls/ice-servers`: what to pass as `iceServers` to the peer connection, and when the
 * TURN credentials in it stop working (`null` when there are none), so a call page open longer
 * than that fetches them again before the next call.
 */
export const iceServersAnswerSchema = z.object({
  iceServers: z.array(iceServerSchema),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type IceServersAnswer = z.infer<typeof iceServersAnswerSchema>;
