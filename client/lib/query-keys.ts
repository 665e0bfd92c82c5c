/**
 * Query keys more than one feature touches. The signed-in user is read by the shell and the
 * guards, written by sign-in and by every change on the account page.
 */
export const userQueryKey = ['user'] as const;
export const providerMeQueryKey = ['provider', 'me'] as const;

/** One booking as `GET /api/booking/:id` answers it; the customer's and the provider's screens share it. */
export const bookingQueryKey = (id: string) => ['booking', id] as const;
/** Every list of the customer's bookings (one entry per tab); invalidated after any change to a booking. */
export const customerBookingsQueryKey = ['booking', 'customer'] as const;
/** The provider's lists and calendar ranges; invalidated after any change to a booking. */
export const providerBookingsQueryKey = ['booking', 'provider'] as const;
