import type { CleaningEstimateRequest } from './cleaning-estimate.schema.ts';
import { cleaningFrequencies, cleaningTypes, type CleaningFrequency, type CleaningType } from './cleaning-estimate.ts';

/**
 * The estimator's inputs in the address (`/rengjoring/estimat/steg/3?type=fast&storrelse=55&ovn=1`),
 * so reloading, going back and a link in an e-mail all reopen the same estimate. Names and values
 * are bokmål without æøå, as every address the product names (docs/architecture.md, Addresses).
 */
export const estimateQueryNames = {
  type: 'type',
  sizeM2: 'storrelse',
  frequency: 'hyppighet',
  extraHours: 'ekstratimer',
  fridge: 'kjoleskap',
  oven: 'ovn',
  pets: 'dyr',
  parking: 'parkering',
  preferredDate: 'dato',
  postalCode: 'postnummer',
} as const satisfies Record<keyof CleaningEstimateRequest, string>;

export const cleaningTypeSlugs = { recurring: 'fast', one_time: 'engangs', move_out: 'flyttevask' } as const satisfies Record<CleaningType, string>;
export const cleaningFrequencySlugs = {
  weekly: 'ukentlig',
  every_two_weeks: 'annenhver-uke',
  every_four_weeks: 'hver-fjerde-uke',
} as const satisfies Record<CleaningFrequency, string>;

/** What the address holds: each input, or undefined when it is missing or cannot be read. Text stays as typed. */
export interface EstimateQuery {
  type?: CleaningType;
  /** As typed, so a form shows what the person wrote. */
  sizeM2?: string;
  frequency?: CleaningFrequency;
  extraHours?: number;
  fridge: boolean;
  oven: boolean;
  pets: boolean;
  parking: boolean;
  preferredDate?: string;
  postalCode?: string;
}

const fromSlug = <T extends string>(slugs: Record<T, string>, values: readonly T[], slug: string | null): T | undefined =>
  values.find((value) => slugs[value] === slug);

export function readEstimateQuery(search: URLSearchParams): EstimateQuery {
  const text = (name: string) => search.get(name)?.slice(0, 40) || undefined;
  const extra = Number(search.get(estimateQueryNames.extraHours) ?? '');
  return {
    type: fromSlug(cleaningTypeSlugs, cleaningTypes, search.get(estimateQueryNames.type)),
    sizeM2: text(estimateQueryNames.sizeM2),
    frequency: fromSlug(cleaningFrequencySlugs, cleaningFrequencies, search.get(estimateQueryNames.frequency)),
    extraHours: search.has(estimateQueryNames.extraHours) && Number.isFinite(extra) ? extra : undefined,
    fridge: search.get(estimateQueryNames.fridge) === '1',
    oven: search.get(estimateQueryNames.oven) === '1',
    pets: search.get(estimateQueryNames.pets) === '1',
    parking: search.get(estimateQueryNames.parking) === '1',
    preferredDate: text(estimateQueryNames.preferredDate),
    postalCode: text(estimateQueryNames.postalCode),
  };
}

/** The address query for the inputs; false and missing values are left out. */
export function writeEstimateQuery(query: Partial<EstimateQuery>): string {
  const search = new URLSearchParams();
  if (query.type) search.set(estimateQueryNames.type, cleaningTypeSlugs[query.type]);
  if (query.type === 'recurring' && query.frequency) search.set(estimateQueryNames.frequency, cleaningFrequencySlugs[query.frequency]);
  if (query.postalCode) search.set(estimateQueryNames.postalCode, query.postalCode);
  if (query.sizeM2) search.set(estimateQueryNames.sizeM2, query.sizeM2);
  if (query.preferredDate) search.set(estimateQueryNames.preferredDate, query.preferredDate);
  for (const name of ['pets', 'parking', 'fridge', 'oven'] as const) if (query[name]) search.set(estimateQueryNames[name], '1');
  if (query.extraHours) search.set(estimateQueryNames.extraHours, String(query.extraHours));
  return search.toString();
}

/** The address query of an estimate request (the e-mail's link back to the estimate). */
export function estimateRequestQuery(request: CleaningEstimateRequest): string {
  return writeEstimateQuery({ ...request, sizeM2: String(request.sizeM2) });
}

/**
 * The API request the address describes, or null when a step's input is missing (the page then
 * sends the person back to that step). The size is passed as typed: the server says what is wrong.
 */
export function estimateRequestFrom(query: EstimateQuery): CleaningEstimateRequest | null {
  if (!query.type || (query.type === 'recurring' && !query.frequency) || query.sizeM2 === undefined) return null;
  const sizeM2 = Number(query.sizeM2.replace(',', '.'));
  if (!Number.isFinite(sizeM2)) return null;
  return {
    type: query.type,
    sizeM2,
    ...(query.type === 'recurring' ? { frequency: query.frequency } : {}),
    extraHours: query.extraHours ?? 0,
    fridge: query.fridge,
    oven: query.oven,
    pets: query.pets,
    parking: query.parking,
    ...(query.preferredDate ? { preferredDate: query.preferredDate } : {}),
    ...(query.postalCode ? { postalCode: query.postalCode } : {}),
  };
}
