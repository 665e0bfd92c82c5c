import type { ProviderBookingTab } from '#shared/bookings/booking.schema.ts';
import { agentBookingListPath, agentBookingListsPath, agentBookingPath, agentCalendarPath, paths, providerBookingTabSlugs } from '#shared/routing/paths.ts';

export const bookingsPath = paths.agentBookings;
export const calendarPath = agentCalendarPath;
export const listsPath = agentBookingListsPath;
export const tabPath = (tab: ProviderBookingTab) => agentBookingListPath(tab);
export const bookingPath = (id: string) => agentBookingPath(id);

/** The list named by the address's last segment (`venter`), if it names one. */
export function tabOfSlug(slug: string | undefined): ProviderBookingTab | null {
  const found = Object.entries(providerBookingTabSlugs).find(([, value]) => value === slug);
  return found ? (found[0] as ProviderBookingTab) : null;
}
