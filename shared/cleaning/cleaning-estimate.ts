/**
 * The cleaning price estimator (spec §2 "Cleaning estimator", §9 business constants): how many
 * hours a cleaning takes and what one visit, and a month of visits, costs. A pure function, so
 * the server's answer, the e-mail and the tests agree to the øre.
 *
 * - A home's size in whole m² (1–500) gives the base hours of its tier.
 * - The customer adds extra hours on a counter, in steps of half an hour, up to 8 hours.
 * - Cleaning the fridge and the oven adds one hour each.
 * - One hour costs 600 kr, VAT (25 %) included; the VAT part is a fifth of the price.
 * - A recurring cleaning comes weekly (52 visits a year), every two weeks (26) or every four
 *   weeks (13); a month is a twelfth of that. A promo percentage lowers the first visit only,
 *   to whole kroner.
 */
import { type SubscriptionFrequency as CleaningFrequency, visitsPerMonth as visitsPerMonthOf } from '#shared/subscriptions/subscription-frequency.ts';

export const cleaningTypes = ['recurring', 'one_time', 'move_out'] as const;
export type CleaningType = (typeof cleaningTypes)[number];

// A recurring cleaning's frequency is its subscription's: one list for the estimate and the visits.
export { subscriptionFrequencies as cleaningFrequencies, type SubscriptionFrequency as CleaningFrequency } from '#shared/subscriptions/subscription-frequency.ts';

export interface SizeTier {
  /** Smallest size in the tier, m². */
  fromM2: number;
  /** Largest size in the tier, m² (inclusive). */
  toM2: number;
  baseHours: number;
}

/** Size tiers in m² and the hours a cleaning of that size takes (spec §9). */
export const sizeTiers: readonly SizeTier[] = [
  { fromM2: 1, toM2: 59, baseHours: 2 },
  { fromM2: 60, toM2: 114, baseHours: 3 },
  { fromM2: 115, toM2: 179, baseHours: 4 },
  { fromM2: 180, toM2: 249, baseHours: 5 },
  { fromM2: 250, toM2: 500, baseHours: 7.5 },
];

export const minSizeM2 = 1;
export const maxSizeM2 = 500;
/** 600 kr an hour, VAT included. */
export const hourlyPriceOre = 60_000;
/** The extra-hours counter moves in half hours, from 0 to 8 hours. */
export const extraHoursStep = 0.5;
export const maxExtraHours = 8;
/** Hours added for cleaning the fridge, and for cleaning the oven. */
export const addOnHoursEach = 1;

/** The error key (and spec sentence "Cannot give an estimated price on the given size.") for a size outside 1–500. */
export const sizeErrorKey = 'error.estimate.size_unsupported';
export const frequencyRequiredKey = 'error.estimate.frequency_required';
export const frequencyNotAllowedKey = 'error.estimate.frequency_not_allowed';
export const extraHoursErrorKey = 'error.estimate.extra_hours_invalid';

export interface CleaningEstimateInput {
  type: CleaningType;
  sizeM2: number;
  frequency?: CleaningFrequency | null | undefined;
  extraHours?: number | undefined;
  fridge?: boolean | undefined;
  oven?: boolean | undefined;
  /** The first-visit promo in percent (1–100), for recurring cleaning. */
  promoPercentage?: number | null | undefined;
}

export interface CleaningEstimate {
  baseHours: number;
  extraHours: number;
  /** Hours for the fridge and the oven. */
  addOnHours: number;
  hours: number;
  hourlyPriceOre: number;
  /** One visit before any promo, VAT included. */
  priceOre: number;
  /** The VAT contained in `priceOre`. */
  vatOre: number;
  /** Recurring only; null otherwise. */
  visitsPerMonth: number | null;
  monthlyPriceOre: number | null;
  /** Recurring with a promo only: the first visit with the promo, whole kroner. */
  firstVisitPriceOre: number | null;
}

export type CleaningEstimateProblem = { path: 'sizeM2' | 'frequency' | 'extraHours'; key: string };
export type CleaningEstimateResult = { ok: true; estimate: CleaningEstimate } | { ok: false; problem: CleaningEstimateProblem };

/** Base hours for a size in whole m², or null when we cannot give an estimate for it. */
export function baseHoursFor(sizeM2: number): number | null {
  if (typeof sizeM2 !== 'number' || !Number.isInteger(sizeM2)) return null;
  return sizeTiers.find((tier) => sizeM2 >= tier.fromM2 && sizeM2 <= tier.toM2)?.baseHours ?? null;
}

export function isValidExtraHours(extraHours: number): boolean {
  return Number.isFinite(extraHours) && extraHours >= 0 && extraHours <= maxExtraHours && Number.isInteger(extraHours / extraHoursStep);
}


/** The estimate for a cleaning, or the one field that keeps us from giving it. */
export function estimateCleaning(input: CleaningEstimateInput): CleaningEstimateResult {
  const baseHours = baseHoursFor(input.sizeM2);
  if (baseHours === null) return { ok: false, problem: { path: 'sizeM2', key: sizeErrorKey } };
  const recurring = input.type === 'recurring';
  if (recurring && !input.frequency) return { ok: false, problem: { path: 'frequency', key: frequencyRequiredKey } };
  if (!recurring && input.frequency) return { ok: false, problem: { path: 'frequency', key: frequencyNotAllowedKey } };
  const extraHours = input.extraHours ?? 0;
  if (!isValidExtraHours(extraHours)) return { ok: false, problem: { path: 'extraHours', key: extraHoursErrorKey } };

  const addOnHours = (input.fridge ? addOnHoursEach : 0) + (input.oven ? addOnHoursEach : 0);
  const hours = baseHours + extraHours + addOnHours;
  const priceOre = Math.round(hours * hourlyPriceOre);
  const vatOre = Math.round(priceOre / 5);
  const frequency = recurring ? input.frequency : null;
  const visitsPerMonth = frequency ? visitsPerMonthOf(frequency) : null;
  const monthlyPriceOre = visitsPerMonth === null ? null : Math.round(priceOre * visitsPerMonth);
  const percentage = input.promoPercentage;
  const firstVisitPriceOre =
    recurring && typeof percentage === 'number' && percentage > 0 ? Math.round((priceOre * (100 - Math.min(percentage, 100))) / 100 / 100) * 100 : null;

  return {
    ok: true,
    estimate: { baseHours, extraHours, addOnHours, hours, hourlyPriceOre, priceOre, vatOre, visitsPerMonth, monthlyPriceOre, firstVisitPriceOre },
  };
}
