import type { CustomerBookingTab } from '#shared/bookings/booking.schema.ts';
import { customerBookingTabSlugs, queryParams } from '#shared/routing/paths.ts';

/** The tab named in the address (`?fane=foresporsler`); the active bookings when it names none. */
export function tabFromSearch(search: URLSearchParams): CustomerBookingTab {
  const slug = search.get(queryParams.tab);
  const found = Object.entries(customerBookingTabSlugs).find(([, value]) => value === slug);
  return found ? (found[0] as CustomerBookingTab) : 'active';
}

/** The query that names `tab` in the address; none for the active bookings, the default. */
export function searchForTab(tab: CustomerBookingTab): Record<string, string> {
  return tab === 'active' ? {} : { [queryParams.tab]: customerBookingTabSlugs[tab] };
}

export { durationMs, durationParts } from '../../../components/bookings/booking-duration.ts';

/** The service's own price: the list price less the add-on lines, so the lines add up to it. */
export function basePriceOre(booking: { listPriceOre: number; addons: readonly { amountOre: number }[] }): number {
  return booking.listPriceOre - booking.addons.reduce((sum, addon) => sum + addon.amountOre, 0);
}
