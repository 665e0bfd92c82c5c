import type { CancellationQuote } from '#shared/bookings/booking.schema.ts';
import type { BookingListItemView, BookingView, Revived } from '../../../components/bookings/use-booking.ts';

export type CustomerBooking = BookingView;
export type CustomerBookingRow = BookingListItemView;
export type CustomerCancellationQuote = Revived<CancellationQuote, 'freeUntil'>;
export type BookingPage = { data: CustomerBookingRow[]; next: string | null };
