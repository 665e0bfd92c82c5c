import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { messageText } from '#server/modules/notifications/message-text.ts';
import type { BookingEntity } from './booking.entity.ts';
import type { CalendarEvent } from './icalendar.ts';

/**
 * A booking as one calendar event, the same in the provider's feed and in the file a customer or
 * provider downloads for one booking: the UID is stable, so importing the file next to a
 * subscribed feed updates the event instead of adding a second one. A subscription's visit
 * (`recurring`) says it is a recurring cleaning, in the summary and the description; it waits for
 * its automatic charge, so it is not called "awaiting payment".
 */
export function bookingCalendarEvent(
  booking: Pick<BookingEntity, 'id' | 'status' | 'serviceTitle' | 'updatedAt' | 'startsAt' | 'endsAt' | 'deliveryStreet' | 'deliveryPostalCode' | 'deliveryPlace' | 'orderNumber'>,
  language: Language,
  options: { recurring?: boolean } = {},
): CalendarEvent {
  const params = { title: booking.serviceTitle };
  const orderNumber = messageText(language, (m) => m.calendarFeed.orderNumber, { orderNumber: booking.orderNumber });
  const summary = options.recurring
    ? messageText(language, (m) => m.calendarFeed.recurring, params)
    : booking.status === 'awaiting_provider'
      ? messageText(language, (m) => m.calendarFeed.request, params)
      : booking.status === 'awaiting_payment'
        ? messageText(language, (m) => m.calendarFeed.awaitingPayment, params)
        : booking.serviceTitle;
  return {
    uid: `${booking.id}@tjenestetorget.no`,
    stamp: booking.updatedAt,
    start: booking.startsAt,
    end: booking.endsAt,
    summary,
    location: `${booking.deliveryStreet}, ${booking.deliveryPostalCode} ${booking.deliveryPlace}`,
    description: options.recurring ? `${orderNumber}\n${messageText(language, (m) => m.calendarFeed.recurringDescription)}` : orderNumber,
    status: eventStatus(booking.status),
  };
}

/** A calendar that already holds the event learns from CANCELLED that the visit is off. */
function eventStatus(status: BookingStatus): CalendarEvent['status'] {
  if (status === 'confirmed' || status === 'done') return 'CONFIRMED';
  if (status === 'cancelled' || status === 'request_denied' || status === 'expired') return 'CANCELLED';
  return 'TENTATIVE';
}

/** The download's file name: the order number, which the customer also finds in e-mails. */
export const bookingCalendarFileName = (orderNumber: string) => `tjenestetorget-${orderNumber.toLowerCase()}.ics`;
