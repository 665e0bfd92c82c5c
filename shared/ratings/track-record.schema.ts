import { z } from 'zod';
import { ratingSummarySchema } from '#shared/explore/common.schema.ts';

export const trackRecordVerdicts = [
  'accepted',
  'offered',
  'declined',
  'expired',
  'unanswered',
  'customerWithdrew',
  'systemDeclined',
  'pending',
  'broadcastUnanswered',
  'answered',
  'notAnsweredYet',
  'done',
  'providerCancelled',
  'supportCancelled',
  'customerCancelled',
  'customerNoShow',
  'notDoneOther',
] as const;

export const trackRecordEventKinds = ['bookingRequest', 'customRequest', 'chat', 'booking'] as const;

/** One event behind a figure and what it did to it (shared/ratings/track-record.ts). */
export const trackRecordEventSchema = z.object({
  kind: z.enum(trackRecordEventKinds),
  /** The booking, custom request or chat it was; the provider's screens link to it. */
  id: z.uuid(),
  /** The service or request title; empty for a chat. */
  label: z.string(),
  at: z.iso.datetime(),
  verdict: z.enum(trackRecordVerdicts),
  counts: z.boolean(),
  /** Acceptance: in the provider's favour. Cancel rate: the provider's fault. */
  scored: z.boolean(),
  responseSec: z.number().int().nullable(),
});
export type TrackRecordEventView = z.infer<typeof trackRecordEventSchema>;

/** How many of a figure's events the provider's answer lists, newest first. */
export const trackRecordEventsShown = 100;

export const trackRecordFigureSchema = z.object({
  /** Null while fewer than `minEvents` events counted: the public sees "new". */
  value: z.number().nullable(),
  counted: z.number().int(),
  /** Every event of the window, or the newest `trackRecordEventsShown`. */
  total: z.number().int(),
  events: z.array(trackRecordEventSchema),
});
export type TrackRecordFigureView = z.infer<typeof trackRecordFigureSchema>;

/** `GET /api/provider/track-record`: the caller's own figures as the public sees them, and what made each. */
export const trackRecordSchema = z.object({
  /** Events at or after this count (the last 12 months). */
  since: z.iso.datetime(),
  minEvents: z.number().int(),
  rating: ratingSummarySchema,
  idVerified: z.boolean(),
  isRecommended: z.boolean(),
  satisfactionGuarantee: z.boolean(),
  acceptanceRate: trackRecordFigureSchema,
  cancelRate: trackRecordFigureSchema,
  averageResponseTimeSec: trackRecordFigureSchema,
});
export type TrackRecordView = z.infer<typeof trackRecordSchema>;
