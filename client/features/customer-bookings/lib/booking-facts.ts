import { customerBookingTabs, type CustomerBookingTab } from '#shared/bookings/booking.schema.ts';

/** The tab named in the address (`?tab=requests`); the active bookings when it names none. */
export function tabFromSearch(search: URLSearchParams): CustomerBookingTab {
  const tab = search.get('tab');
  return (customerBookingTabs as readonly string[]).includes(tab ?? '') ? (tab as CustomerBookingTab) : 'active';
}

export { durationMs, durationParts } from '../../../components/bookings/booking-duration.ts';

/** The service's own price: the list price less the add-on lines, so the lines add up to it. */
export function basePriceOre(booking: { listPriceOre: number; addons: readonly { amountOre: number }[] }): number {
  return booking.listPriceOre - booking.addons.reduce((sum, addon) => sum + addon.amountOre, 0);
}
