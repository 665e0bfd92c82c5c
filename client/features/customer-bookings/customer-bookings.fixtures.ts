import type { BookingListItem } from '#shared/bookings/booking.schema.ts';
import { aBookingListItem } from '../../test/fixtures.ts';

export { aBooking } from '../../test/fixtures.ts';

/** The shared booking as one line of the customer's list. */
export function aBookingRow(overrides: Partial<BookingListItem> = {}): BookingListItem {
  return aBookingListItem(overrides);
}
