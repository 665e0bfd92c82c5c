import { bookingPrice, type BookingPrice, type PricedAddon } from '#shared/bookings/booking-price.ts';

/** What an estimate's add-on asks of a cleaning service's own add-ons. */
export type CleaningAddonRole = 'extra_hour' | 'fridge' | 'oven';

// Providers name their add-ons themselves; these are the words cleaners use for the three the
// estimator knows, in both languages. An add-on that says none of them is never chosen for a job.
const roleWords: ReadonlyArray<readonly [CleaningAddonRole, RegExp]> = [
  ['fridge', /kjøleskap|kjøl|fryser|fridge|refrigerator|freezer/iu],
  ['oven', /ovn|oven|stove/iu],
  ['extra_hour', /ekstra\s+(time|tid)|ekstratime|extra\s+(hour|time)/iu],
];

/** The role an add-on plays in an estimated job, by its title; null when it is none of the three. */
export function cleaningAddonRole(addon: Pick<PricedAddon, 'title' | 'unitType'>): CleaningAddonRole | null {
  if (addon.unitType !== 'custom' || !addon.title) return null;
  return roleWords.find(([, words]) => words.test(addon.title!))?.[0] ?? null;
}

/** A cleaning service as the job is priced on it, by the one price function. */
export interface CleaningJobService {
  basePriceOre: number;
  priceType: 'fixed' | 'from';
  baseDurationMinutes: number;
  maxBaseParticipants: number | null;
  taxRatePercent: number;
  addons: readonly (PricedAddon & { id: string })[];
}

/** What the estimate asks for: the hours in all, and whether fridge and oven are wanted. */
export interface CleaningJobWish {
  hours: number;
  fridge: boolean;
  oven: boolean;
}

export interface CleaningJob {
  /** The service's add-ons chosen for the job, as a booking sends them. */
  addons: { id: string; units: number }[];
  price: BookingPrice;
  /** The base duration and the chosen add-ons' time. */
  durationMinutes: number;
  /**
   * Whether the service's own base time and add-ons cover every hour of the estimate. When not
   * (no extra-hour add-on, or not enough of it), the job is still priced at what the service can
   * sell, and the customer is told to agree the rest with the cleaner.
   */
  coversEstimate: boolean;
}

/**
 * The estimated job priced on one provider's cleaning service (issue: "their price for that
 * job"): its fridge and oven add-ons when the estimate asks for them, then as many of its
 * extra-hour add-on as it takes to reach the estimate's hours, up to what the add-on allows.
 * A fridge or oven the service does not offer as an add-on stays in the hours to cover.
 * Priced by `bookingPrice`, so the booking this becomes costs exactly this.
 */
export function cleaningJob(service: CleaningJobService, wish: CleaningJobWish): CleaningJob {
  const byRole = new Map<CleaningAddonRole, CleaningJobService['addons'][number]>();
  for (const addon of service.addons) {
    const role = cleaningAddonRole(addon);
    if (role && !byRole.has(role)) byRole.set(role, addon);
  }
  const chosen = new Map<string, number>();
  const unitMinutes = (addon: PricedAddon, units: number) => Math.max(0, units - addon.unitsInBasePrice) * addon.unitTimeMinutes;
  let covered = service.baseDurationMinutes;
  for (const role of ['fridge', 'oven'] as const) {
    const addon = byRole.get(role);
    if (!wish[role] || !addon) continue;
    const units = Math.max(1, addon.unitsInBasePrice + 1);
    if (units > addon.maxUnits) continue;
    chosen.set(addon.id, units);
    covered += unitMinutes(addon, units);
  }
  const wanted = Math.round(wish.hours * 60);
  const extra = byRole.get('extra_hour');
  if (covered < wanted && extra && extra.unitTimeMinutes > 0) {
    const needed = Math.ceil((wanted - covered) / extra.unitTimeMinutes) + extra.unitsInBasePrice;
    const units = Math.min(needed, extra.maxUnits);
    if (units > 0) {
      chosen.set(extra.id, units);
      covered += unitMinutes(extra, units);
    }
  }
  const addons = [...chosen].map(([id, units]) => ({ id, units }));
  const price = bookingPrice({
    basePriceOre: service.basePriceOre,
    priceType: service.priceType,
    addons: service.addons,
    chosen: addons,
    participants: null,
    maxBaseParticipants: service.maxBaseParticipants,
    taxRatePercent: service.taxRatePercent,
  });
  return { addons, price, durationMinutes: service.baseDurationMinutes + price.extraMinutes, coversEstimate: covered >= wanted };
}
