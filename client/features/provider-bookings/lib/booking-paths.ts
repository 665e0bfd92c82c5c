import type { ProviderBookingTab } from '#shared/bookings/booking.schema.ts';
import { paths } from '#shared/routing/paths.ts';

export const bookingsPath = `${paths.agent}/bookings`;
export const calendarPath = `${bookingsPath}/calendar`;
export const tabPath = (tab: ProviderBookingTab) => `${bookingsPath}/list/${tab}`;
export const bookingPath = (id: string) => `${bookingsPath}/${encodeURIComponent(id)}`;
