import type { CancelledBy, NotDoneReason } from '#shared/bookings/booking-status.ts';
import type { trackRecordEventKinds, trackRecordVerdicts } from './track-record.schema.ts';

/**
 * A provider's track record (spec §3 Provider listing: acceptance rate, cancel rate, average
 * response time) computed from what happened, never typed in. Each figure comes with the events
 * that made it and, for each event, whether it counted and why, so the provider can check every
 * number. The server gathers the events (track-record.queries.ts) and calls `trackRecord`; nothing
 * else computes these figures.
 */

/** Events older than this do not count (the last 12 months). */
export const trackRecordWindowDays = 365;
/** A figure needs this many counted events; with fewer the provider is shown as new instead. */
export const minEventsForFigure = 3;
/** How long a provider has to answer a custom request chosen for them before it counts as unanswered. */
export const customRequestAnswerHours = 72;

const dayMs = 86_400_000;
const hourMs = 3_600_000;

/** A request for a booking (not an instant booking), as the provider's answer left it. */
export interface BookingRequestEvent {
  id: string;
  label: string;
  createdAt: Date;
  acceptedAt: Date | null;
  declinedAt: Date | null;
  /** Set when the system declined because the provider could no longer take jobs. */
  systemDeclined: boolean;
  expiredAt: Date | null;
  cancelledAt: Date | null;
}

/** A custom request that reached the provider (spec §3 Custom request). */
export interface CustomRequestEvent {
  id: string;
  label: string;
  /** Chosen by the customer, or reached by the broadcast to every relevant provider. */
  via: 'chosen' | 'broadcast';
  reachedAt: Date;
  firstOfferAt: Date | null;
  rejectedAt: Date | null;
  /** When the request stopped taking answers (an offer accepted, or the customer withdrew it). */
  endedAt: Date | null;
}

/** A conversation a customer started: their first message and the provider's first answer after it. */
export interface ChatEvent {
  id: string;
  askedAt: Date;
  answeredAt: Date | null;
}

/** A confirmed booking that is over: done, or cancelled (by whom and why). */
export interface FinishedBookingEvent {
  id: string;
  label: string;
  startsAt: Date;
  endedAt: Date;
  outcome: 'done' | 'cancelled';
  whoCancelled: CancelledBy | null;
  notDoneReason: NotDoneReason | null;
}

export interface TrackRecordEvents {
  bookingRequests: readonly BookingRequestEvent[];
  customRequests: readonly CustomRequestEvent[];
  chats: readonly ChatEvent[];
  finishedBookings: readonly FinishedBookingEvent[];
}

/** Why an event counted the way it did; each has a sentence in the provider's language (agent:trackRecord.verdict.*). */
export type TrackRecordVerdict = (typeof trackRecordVerdicts)[number];

export type TrackRecordEventKind = (typeof trackRecordEventKinds)[number];

export interface ExplainedEvent {
  kind: TrackRecordEventKind;
  id: string;
  label: string;
  at: Date;
  verdict: TrackRecordVerdict;
  /** Whether it counted towards the figure at all. */
  counts: boolean;
  /** For acceptance: it counted in the provider's favour. For cancellations: it was the provider's fault. */
  scored: boolean;
  /** For response time: how long the first answer took. */
  responseSec: number | null;
}

export interface Figure<T> {
  /** Null while fewer than `minEventsForFigure` events counted: shown as "new". */
  value: T | null;
  counted: number;
  events: ExplainedEvent[];
}

export interface TrackRecord {
  acceptanceRate: Figure<number>;
  cancelRate: Figure<number>;
  averageResponseTimeSec: Figure<number>;
}

const seconds = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

function explain(kind: TrackRecordEventKind, id: string, label: string, at: Date, verdict: TrackRecordVerdict, counts: boolean, scored: boolean, responseSec: number | null = null): ExplainedEvent {
  return { kind, id, label, at, verdict, counts, scored, responseSec };
}

/** A booking request: accepted or declined by the provider counts as answered; no answer before the deadline counts against. */
function bookingRequestVerdict(event: BookingRequestEvent): ExplainedEvent {
  const at = event.createdAt;
  const line = (verdict: TrackRecordVerdict, counts: boolean, scored: boolean, answeredAt: Date | null = null) =>
    explain('bookingRequest', event.id, event.label, at, verdict, counts, scored, answeredAt ? seconds(at, answeredAt) : null);
  if (event.acceptedAt) return line('accepted', true, true, event.acceptedAt);
  if (event.systemDeclined) return line('systemDeclined', false, false);
  if (event.declinedAt) return line('declined', true, false, event.declinedAt);
  if (event.expiredAt) return line('expired', true, false);
  if (event.cancelledAt) return line('customerWithdrew', false, false);
  return line('pending', false, false);
}

/**
 * A custom request: an offer counts as accepted, a rejection as answered. One chosen for the
 * provider and left unanswered for 72 hours while it was open counts against them; one that only
 * reached them by the broadcast to everyone never does, nor one the customer ended sooner.
 */
function customRequestVerdict(event: CustomRequestEvent, now: Date): ExplainedEvent {
  const at = event.reachedAt;
  const line = (verdict: TrackRecordVerdict, counts: boolean, scored: boolean, answeredAt: Date | null = null) =>
    explain('customRequest', event.id, event.label, at, verdict, counts, scored, answeredAt ? seconds(at, answeredAt) : null);
  const offer = event.firstOfferAt;
  const reject = event.rejectedAt;
  if (offer && (!reject || offer <= reject)) return line('offered', true, true, offer);
  if (reject) return line('declined', true, false, reject);
  if (event.via === 'broadcast') return line('broadcastUnanswered', false, false);
  const openUntil = event.endedAt && event.endedAt < now ? event.endedAt : now;
  if (openUntil.getTime() - at.getTime() >= customRequestAnswerHours * hourMs) return line('unanswered', true, false);
  return line(event.endedAt ? 'customerWithdrew' : 'pending', false, false);
}

const providerFaultReasons: ReadonlySet<NotDoneReason> = new Set(['provider_cancelled', 'provider_last_minute_cancel', 'provider_no_show']);
const customerReasons: ReadonlySet<NotDoneReason> = new Set(['customer_cancelled', 'customer_last_minute_cancel', 'customer_no_show']);

/**
 * A confirmed booking that is over counts towards the cancel rate; it is the provider's fault when
 * they reported their own cancellation or no-show, when support cancelled it for them, or when they
 * dropped out. The customer's cancellations and no-shows count, but never against the provider.
 */
function finishedBookingVerdict(event: FinishedBookingEvent): ExplainedEvent {
  const line = (verdict: TrackRecordVerdict, fault: boolean) => explain('booking', event.id, event.label, event.startsAt, verdict, true, fault);
  if (event.outcome === 'done') return line('done', false);
  const reason = event.notDoneReason;
  if (reason && providerFaultReasons.has(reason)) return line('providerCancelled', true);
  if (reason === 'customer_no_show') return line('customerNoShow', false);
  if (reason && customerReasons.has(reason)) return line('customerCancelled', false);
  if (event.whoCancelled === 'admin') return line('supportCancelled', true);
  if (event.whoCancelled === 'provider') return line('providerCancelled', true);
  if (reason) return line('notDoneOther', false);
  return line('customerCancelled', false);
}

function chatVerdict(event: ChatEvent): ExplainedEvent {
  return event.answeredAt
    ? explain('chat', event.id, '', event.askedAt, 'answered', true, true, seconds(event.askedAt, event.answeredAt))
    : explain('chat', event.id, '', event.askedAt, 'notAnsweredYet', false, false);
}

const newest = (a: ExplainedEvent, b: ExplainedEvent) => b.at.getTime() - a.at.getTime() || a.id.localeCompare(b.id);

function figure(events: ExplainedEvent[], value: (counted: ExplainedEvent[]) => number): Figure<number> {
  const counted = events.filter((event) => event.counts);
  return { value: counted.length >= minEventsForFigure ? value(counted) : null, counted: counted.length, events: events.sort(newest) };
}

/** Rounded to four decimals, as the listing stores rates. */
const rate = (part: number, whole: number) => Math.round((part / whole) * 10_000) / 10_000;

/** The start of the window the figures count: events at or after it count. */
export function trackRecordSince(now: Date): Date {
  return new Date(now.getTime() - trackRecordWindowDays * dayMs);
}

/**
 * The three figures from the provider's events. Events before the window are left out here too,
 * so a caller that gathered a little more changes nothing.
 *
 * - Acceptance rate: requests accepted and custom requests offered on, over those answered or left
 *   unanswered past their deadline.
 * - Cancel rate: confirmed bookings over that did not happen through the provider's fault, over
 *   all confirmed bookings over.
 * - Average response time: the mean time to the first answer of every answered booking request,
 *   custom request and customer-started conversation, in whole seconds.
 */
export function trackRecord(events: TrackRecordEvents, now: Date): TrackRecord {
  const since = trackRecordSince(now).getTime();
  const inWindow = (event: ExplainedEvent) => event.at.getTime() >= since && event.at.getTime() <= now.getTime();
  const requests = [...events.bookingRequests.map(bookingRequestVerdict), ...events.customRequests.map((event) => customRequestVerdict(event, now))].filter(inWindow);
  const finished = events.finishedBookings.filter((event) => event.endedAt.getTime() >= since).map(finishedBookingVerdict);
  const answers = [...requests.filter((event) => event.responseSec !== null), ...events.chats.map(chatVerdict).filter(inWindow)];
  return {
    acceptanceRate: figure(requests, (counted) => rate(counted.filter((event) => event.scored).length, counted.length)),
    cancelRate: figure(finished, (counted) => rate(counted.filter((event) => event.scored).length, counted.length)),
    averageResponseTimeSec: figure(
      answers.map((event) => ({ ...event, counts: event.responseSec !== null })),
      (counted) => Math.round(counted.reduce((sum, event) => sum + (event.responseSec ?? 0), 0) / counted.length),
    ),
  };
}
