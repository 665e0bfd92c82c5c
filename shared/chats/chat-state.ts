import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import type { ChatState } from './chat.schema.ts';

/** Days without a message after which a chat with nothing going on counts as closed. */
export const chatQuietDays = 30;

/**
 * Booking statuses that still lead somewhere: a request to answer, a payment to make, a visit to
 * come. Such a booking keeps the chat open until its end time has passed.
 */
export const chatLiveBookingStatuses = ['hold', 'awaiting_provider', 'awaiting_payment', 'confirmed', 'paused'] as const satisfies readonly BookingStatus[];

/** What decides whether a chat is open, read from the chat and from what lies between the two sides. */
export interface ChatStateFacts {
  /** Support switched the chat off. */
  deactivated: boolean;
  /** The last message, or the chat's creation while it has none. */
  lastActivityAt: Date;
  /** The latest end among the pair's bookings in a live status (`chatLiveBookingStatuses`); null when none. */
  liveBookingEndsAt: Date | null;
  /** An open custom request of the customer reached the provider, who has not declined it. */
  openRequest: boolean;
}

/**
 * Open or closed (spec "Messages: open and closed chats"). A chat is open while something is
 * pending between the two (a request or an offer waiting, a booking not yet over) or someone wrote
 * in the last 30 days; a chat support has deactivated is closed. Closed chats stay readable and,
 * unless deactivated, writable: writing opens them again. The list query applies the same rule in
 * SQL (`chatIsOpenSql`), and a test keeps the two in step.
 */
export function chatState(facts: ChatStateFacts, now: Date): ChatState {
  if (facts.deactivated) return 'closed';
  if (facts.openRequest) return 'open';
  if (facts.liveBookingEndsAt && facts.liveBookingEndsAt.getTime() > now.getTime()) return 'open';
  const quietSince = now.getTime() - chatQuietDays * 24 * 3_600_000;
  return facts.lastActivityAt.getTime() > quietSince ? 'open' : 'closed';
}
