/** An add-on as offered on the service (spec §3 Addon); `id` and `title` are carried to the lines. */
export type PricedAddon = {
  id?: string;
  title?: string;
  unitPriceOre: number;
  unitTimeMinutes: number;
  unitsInBasePrice: number;
  maxUnits: number;
  unitType: 'custom' | 'participant';
};

/** An add-on the customer chose, by its position in `addons` or by id. */
export type ChosenAddon = ({ addonIndex: number; id?: undefined } | { id: string; addonIndex?: undefined }) & {
  /** For a custom add-on the count chosen; a participant add-on always counts the participants. */
  units?: number;
};

export type BookingPriceLine =
  | { kind: 'base'; units: 1; chargedUnits: 1; unitPriceOre: number; amountOre: number; minutes: 0 }
  | {
      kind: 'addon';
      addonIndex: number;
      id: string | null;
      title: string | null;
      unitType: 'custom' | 'participant';
      /** Units booked, including those in the base price. */
      units: number;
      /** Units beyond those in the base price: what is paid for and adds time. */
      chargedUnits: number;
      unitPriceOre: number;
      amountOre: number;
      minutes: number;
    };

export type BookingPriceErrorCode =
  | 'units_above_max'
  | 'units_below_zero'
  | 'units_not_whole'
  | 'addon_unknown'
  | 'addon_chosen_twice'
  | 'participants_invalid'
  | 'participants_above_max'
  | 'input_invalid';

/** A choice the price cannot be computed for; `key` is the error catalogue key to show. */
export class BookingPriceError extends Error {
  override name = 'BookingPriceError';
  readonly code: BookingPriceErrorCode;
  readonly key: 'error.booking.addon_units_out_of_range' | 'error.booking.participants_out_of_range' | 'error.booking.addon_unknown' | 'error.validation.failed';
  readonly params: Record<string, number>;
  readonly addonIndex: number | null;

  constructor(code: BookingPriceErrorCode, detail: string, options: { addonIndex?: number; params?: Record<string, number> } = {}) {
    super(detail);
    this.code = code;
    this.addonIndex = options.addonIndex ?? null;
    this.params = options.params ?? {};
    this.key =
      code === 'units_above_max' || code === 'units_below_zero' || code === 'units_not_whole'
        ? 'error.booking.addon_units_out_of_range'
        : code === 'participants_invalid' || code === 'participants_above_max'
          ? 'error.booking.participants_out_of_range'
          : code === 'addon_unknown' || code === 'addon_chosen_twice'
            ? 'error.booking.addon_unknown'
            : 'error.validation.failed';
  }
}

export type BookingPriceInput = {
  basePriceOre: number;
  /** A "from" price is still what the booking costs; the provider may agree a different one. */
  priceType: 'fixed' | 'from';
  addons: readonly PricedAddon[];
  chosen: readonly ChosenAddon[];
  /** How many take part; null when the service does not count participants. */
  participants: number | null;
  /** Participants the base price covers; null when the service has no such limit. */
  maxBaseParticipants: number | null;
  /** The category's VAT in percent (25 for 25 %), included in every price. */
  taxRatePercent: number;
};

export type BookingPrice = {
  priceType: 'fixed' | 'from';
  lines: BookingPriceLine[];
  totalOre: number;
  vatOre: number;
  /** Time the add-ons add to the service's base duration. */
  extraMinutes: number;
};

const isWholeOre = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** Rounds to whole øre, halves up; snapping to 12 significant digits first keeps binary noise from turning an exact half into just under it. */
export function roundOre(value: number): number {
  return Math.round(Number(value.toPrecision(12)));
}

/** The VAT inside a price that includes it: price × rate / (100 + rate), whole øre, halves up. */
export function vatIncluded(totalOre: number, taxRatePercent: number): number {
  return roundOre((totalOre * taxRatePercent) / (100 + taxRatePercent));
}

/**
 * What a booking costs (spec §3 Service, Addon; §9 money in øre, VAT included).
 *
 * - The base price is one line.
 * - A custom add-on is booked in the units the customer chose, 0 to `maxUnits`.
 * - A participant add-on counts the participants; the customer only chooses whether to take it.
 *   More participants than its `maxUnits` are refused.
 * - The first `unitsInBasePrice` units of an add-on are in the base price: only the units beyond
 *   them are charged (`unitPriceOre` each) and add time (`unitTimeMinutes` each).
 * - More participants than the service's `maxBaseParticipants` need a participant add-on to pay
 *   for them; without one they are refused.
 * - VAT is the part of the total at the category's rate: total × rate / (100 + rate), halves up.
 */
export function bookingPrice(input: BookingPriceInput): BookingPrice {
  const { basePriceOre, priceType, addons, chosen, participants, maxBaseParticipants, taxRatePercent } = input;
  if (!isWholeOre(basePriceOre)) throw new BookingPriceError('input_invalid', 'basePriceOre must be whole, non-negative øre');
  if (!Number.isFinite(taxRatePercent) || taxRatePercent < 0 || taxRatePercent > 100) throw new BookingPriceError('input_invalid', 'taxRatePercent must be 0 to 100');
  if (participants !== null && (!Number.isSafeInteger(participants) || participants < 1)) {
    throw new BookingPriceError('participants_invalid', 'participants must be a whole number of at least 1', { params: { min: 1 } });
  }

  const lines: BookingPriceLine[] = [{ kind: 'base', units: 1, chargedUnits: 1, unitPriceOre: basePriceOre, amountOre: basePriceOre, minutes: 0 }];
  const seen = new Set<number>();
  let coversExtraParticipants = false;

  for (const choice of chosen) {
    const index = choice.id !== undefined ? addons.findIndex((addon) => addon.id === choice.id) : choice.addonIndex;
    const addon = index === undefined ? undefined : addons[index];
    if (index === undefined || !addon) throw new BookingPriceError('addon_unknown', `No such add-on: ${choice.id ?? String(choice.addonIndex)}`);
    if (seen.has(index)) throw new BookingPriceError('addon_chosen_twice', `Add-on ${index} is chosen twice`, { addonIndex: index });
    seen.add(index);
    if (!isWholeOre(addon.unitPriceOre)) throw new BookingPriceError('input_invalid', `Add-on ${index} has a bad unit price`, { addonIndex: index });

    const units = addon.unitType === 'participant' ? (participants ?? 0) : (choice.units ?? 1);
    const limits = { addonIndex: index, params: { max: addon.maxUnits } };
    if (!Number.isSafeInteger(units)) throw new BookingPriceError('units_not_whole', `Add-on ${index}: units must be whole`, limits);
    if (units < 0) throw new BookingPriceError('units_below_zero', `Add-on ${index}: units below 0`, limits);
    if (units > addon.maxUnits) throw new BookingPriceError('units_above_max', `Add-on ${index}: ${units} units is above ${addon.maxUnits}`, limits);
    if (addon.unitType === 'participant') coversExtraParticipants = true;
    if (units === 0) continue;

    const chargedUnits = Math.max(0, units - addon.unitsInBasePrice);
    lines.push({
      kind: 'addon',
      addonIndex: index,
      id: addon.id ?? null,
      title: addon.title ?? null,
      unitType: addon.unitType,
      units,
      chargedUnits,
      unitPriceOre: addon.unitPriceOre,
      amountOre: chargedUnits * addon.unitPriceOre,
      minutes: chargedUnits * addon.unitTimeMinutes,
    });
  }

  if (participants !== null && maxBaseParticipants !== null && participants > maxBaseParticipants && !coversExtraParticipants) {
    throw new BookingPriceError('participants_above_max', `${participants} participants is above ${maxBaseParticipants}`, { params: { max: maxBaseParticipants } });
  }

  const totalOre = lines.reduce((sum, line) => sum + line.amountOre, 0);
  if (!Number.isSafeInteger(totalOre)) throw new BookingPriceError('input_invalid', 'The total is too large');
  return {
    priceType,
    lines,
    totalOre,
    vatOre: vatIncluded(totalOre, taxRatePercent),
    extraMinutes: lines.reduce((sum, line) => sum + line.minutes, 0),
  };
}
