import type { Booking, BookingListItem, CancellationQuote } from '#shared/bookings/booking.schema.ts';

/** The API client turns ISO date-times into `Date`; these are the shared shapes as received. */
type Revived<T, K extends keyof T> = Omit<T, K> & { [P in K]: null extends T[P] ? Date | null : Date };

export type CustomerBooking = Revived<Booking, 'startsAt' | 'endsAt' | 'providerAnswerBy' | 'paymentDueBy' | 'createdAt'>;
export type CustomerBookingRow = Revived<BookingListItem, 'startsAt' | 'endsAt' | 'providerAnswerBy' | 'paymentDueBy' | 'createdAt'>;
export type CustomerCancellationQuote = Revived<CancellationQuote, 'freeUntil'>;
export type BookingPage = { data: CustomerBookingRow[]; next: string | null };
