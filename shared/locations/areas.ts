import type { LocalizedText } from '#shared/catalogue/category.schema.ts';

/**
 * Where the marketplace delivers (spec §1, §9): Oslo, Bergen and Trondheim, and for cleaning
 * also the municipalities around Oslo. Oslo is divided into its districts so a provider can
 * serve part of the city; a service listing the city covers every district in it.
 */
export type AreaKind = 'city' | 'district' | 'surroundings';

export interface Area {
  id: string;
  kind: AreaKind;
  /** The city a district belongs to, or the city a surroundings area lies around. */
  city: CityId;
  name: LocalizedText;
}

export const cityIds = ['oslo', 'bergen', 'trondheim'] as const;
export type CityId = (typeof cityIds)[number];

const district = (id: string, nb: string, en = nb): Area => ({ id: `oslo-${id}`, kind: 'district', city: 'oslo', name: { nb, en } });

/** The 15 districts (bydeler) of Oslo, plus the city centre and the forest, which belong to none. */
export const osloDistricts: readonly Area[] = [
  district('alna', 'Alna'),
  district('bjerke', 'Bjerke'),
  district('frogner', 'Frogner'),
  district('gamle-oslo', 'Gamle Oslo'),
  district('grorud', 'Grorud'),
  district('grunerlokka', 'Grünerløkka'),
  district('nordre-aker', 'Nordre Aker'),
  district('nordstrand', 'Nordstrand'),
  district('sagene', 'Sagene'),
  district('st-hanshaugen', 'St. Hanshaugen'),
  district('stovner', 'Stovner'),
  district('sondre-nordstrand', 'Søndre Nordstrand'),
  district('ullern', 'Ullern'),
  district('vestre-aker', 'Vestre Aker'),
  district('ostensjo', 'Østensjø'),
  district('sentrum', 'Sentrum', 'City centre'),
  district('marka', 'Marka', 'Oslo forest (Marka)'),
];

export const areas: readonly Area[] = [
  { id: 'oslo', kind: 'city', city: 'oslo', name: { nb: 'Oslo', en: 'Oslo' } },
  { id: 'bergen', kind: 'city', city: 'bergen', name: { nb: 'Bergen', en: 'Bergen' } },
  { id: 'trondheim', kind: 'city', city: 'trondheim', name: { nb: 'Trondheim', en: 'Trondheim' } },
  { id: 'oslo-omegn', kind: 'surroundings', city: 'oslo', name: { nb: 'Oslo-omegn', en: 'Around Oslo' } },
  ...osloDistricts,
];

const areaById = new Map(areas.map((area) => [area.id, area]));

/** Municipality numbers (kommunenummer, as numbered since 2024) of the three cities. */
export const cityMunicipalityNumbers: Readonly<Record<CityId, string>> = { oslo: '0301', bergen: '4601', trondheim: '5001' };

/**
 * The municipalities that make up 'oslo-omegn', where only cleaning delivers (spec §1): those
 * sharing Oslo's continuous built-up area, so a cleaner on Oslo routes reaches them as easily as
 * the outer districts (Bærum, Asker, Lillestrøm, Lørenskog, Rælingen, Nittedal, Nordre Follo),
 * and Nesodden, twenty-five minutes from the centre by the city's boat. Enebakk, Ås and the
 * farther commuter towns are left out: an hour's round trip for one cleaning.
 */
export const osloSurroundingMunicipalities: ReadonlyArray<{ number: string; name: string }> = [
  { number: '3201', name: 'Bærum' },
  { number: '3203', name: 'Asker' },
  { number: '3205', name: 'Lillestrøm' },
  { number: '3207', name: 'Nordre Follo' },
  { number: '3212', name: 'Nesodden' },
  { number: '3222', name: 'Lørenskog' },
  { number: '3224', name: 'Rælingen' },
  { number: '3232', name: 'Nittedal' },
];

const surroundingNumbers = new Set(osloSurroundingMunicipalities.map((municipality) => municipality.number));
const cityByMunicipality = new Map(Object.entries(cityMunicipalityNumbers).map(([city, number]) => [number, city]));

/**
 * The delivery area a municipality falls in: a city ('oslo', 'bergen', 'trondheim'; Oslo's
 * district comes from the postal code), 'oslo-omegn', or null outside every area.
 */
export function areaIdForMunicipality(municipalityNumber: string): string | null {
  if (surroundingNumbers.has(municipalityNumber)) return 'oslo-omegn';
  return cityByMunicipality.get(municipalityNumber) ?? null;
}

export function findArea(id: string): Area | undefined {
  return areaById.get(id);
}

/** Only cleaning reaches beyond the three cities' borders (spec §1). */
export function areasAllowedFor(categoryName: string): readonly Area[] {
  return categoryName === 'cleaning'
    ? areas.filter((area) => area.city === 'oslo')
    : areas.filter((area) => area.kind !== 'surroundings');
}

/**
 * The area ids a service must list (any one of them) to deliver everywhere in `areaId`: the area
 * itself and, for a district, its whole city. This is the rule for one address (a booking, "do
 * you deliver here?"): a service listing only Frogner must not take an address we could place
 * no nearer than "Oslo".
 */
export function coveringAreaIds(areaId: string): string[] {
  const area = areaById.get(areaId);
  if (!area) return [];
  return area.kind === 'district' ? [area.id, area.city] : [area.id];
}

/**
 * The area ids a service or provider must list (any one of them) to deliver somewhere in
 * `areaId`: the rule for a search filter, where "Oslo" must also find those serving only some
 * districts, and a district those serving the whole city. Two districts of one city share no
 * ground, and the surroundings of Oslo lie outside the city, so neither matches the other.
 */
export function overlappingAreaIds(areaId: string): string[] {
  const area = areaById.get(areaId);
  if (!area) return [];
  if (area.kind === 'district') return [area.id, area.city];
  if (area.kind === 'city') return [area.id, ...areas.filter((other) => other.kind === 'district' && other.city === area.id).map((other) => other.id)];
  return [area.id];
}
