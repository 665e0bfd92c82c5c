import { customerBookingTabs, type CustomerBookingTab } from '#shared/bookings/booking.schema.ts';

/** The tab named in the address (`?tab=requests`); the active bookings when it names none. */
export function tabFromSearch(search: URLSearchParams): CustomerBookingTab {
  const tab = search.get('tab');
  return (customerBookingTabs as readonly string[]).includes(tab ?? '') ? (tab as CustomerBookingTab) : 'active';
}

/** How long the booking lasts; a move keeps this length. */
export function durationMs(booking: { startsAt: Date; endsAt: Date }): number {
  return booking.endsAt.getTime() - booking.startsAt.getTime();
}

/** The service's own price: the total less the add-on lines, so the lines add up to the total. */
export function basePriceOre(booking: { priceOre: number; addons: readonly { amountOre: number }[] }): number {
  return booking.priceOre - booking.addons.reduce((sum, addon) => sum + addon.amountOre, 0);
}

/** Hours and minutes of a length, for "Bookingen beholder lengden sin: 2 timer". */
export function durationParts(ms: number): { hours: number; minutes: number } {
  const minutes = Math.round(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
