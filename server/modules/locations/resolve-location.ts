import {
  areaIdForMunicipality,
  areas,
  cityMunicipalityNumbers,
  coveringAreaIds,
  findArea,
  type Area,
} from '#shared/locations/areas.ts';
import { AppError } from '#server/lib/app-error.ts';
import { osloAreaForPostalCode } from './oslo-districts.ts';
import { allPostalCodes, findPostalCode } from './postal-codes.ts';

export interface Municipality {
  /** Kommunenummer, as numbered since 2024. */
  number: string;
  name: string;
}

/** A place a customer typed or chose, resolved to the delivery area it lies in. */
export interface ResolvedLocation {
  /** The most precise area: an Oslo district, a city, or the surroundings of Oslo. */
  areaId: string;
  /** Area ids a service may list to deliver here (the district and its city). */
  coveringAreaIds: string[];
  postalCode: string | null;
  /** Postal place or area name as a person would write it ("Oslo", "Sandvika", "Frogner"). */
  place: string | null;
  /** The municipality the place lies in; null for 'oslo-omegn' named as an area. */
  municipality: Municipality | null;
}

export type LocationResolution =
  | { ok: true; location: ResolvedLocation }
  | { ok: false; reason: 'unsupported' | 'not_found' };

const notFound: LocationResolution = { ok: false, reason: 'not_found' };
const unsupported: LocationResolution = { ok: false, reason: 'unsupported' };

/**
 * Folds a name for lookup: lower case, æ ø å and accents reduced to plain letters, punctuation
 * to single spaces. "Grünerløkka", "grunerlokka" and "GRÜNERLØKKA" meet, as do "St. Hanshaugen"
 * and "st hanshaugen". `alternate` spells æ ø å the other way people type them without a
 * Norwegian keyboard (a, oe, aa), so "Barum" and "Tromsoe" are found too.
 */
export function placeKey(text: string, alternate = false): string {
  const letters: Record<string, string> = alternate ? { æ: 'a', ø: 'oe', å: 'aa' } : { æ: 'ae', ø: 'o', å: 'a' };
  return text
    .toLocaleLowerCase('nb-NO')
    .replace(/[æøå]/g, (letter) => letters[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const keysOf = (name: string) => new Set([placeKey(name), placeKey(name, true)]);

function areaMunicipality(area: Area): Municipality | null {
  if (area.kind === 'surroundings') return null;
  const city = findArea(area.city);
  return { number: cityMunicipalityNumbers[area.city], name: city?.name.nb ?? area.city };
}

function located(areaId: string, postalCode: string | null, place: string | null, municipality: Municipality | null): LocationResolution {
  return { ok: true, location: { areaId, coveringAreaIds: coveringAreaIds(areaId), postalCode, place, municipality } };
}

function fromArea(area: Area): LocationResolution {
  return located(area.id, null, area.name.nb, areaMunicipality(area));
}

/** Area ids and area names in both languages. */
const areaByKey = new Map<string, Area>();
for (const area of areas) {
  for (const name of [area.id, area.name.nb, area.name.en]) for (const key of keysOf(name)) areaByKey.set(key, area);
}

interface NamedPlace {
  place: string;
  municipality: Municipality;
}

/**
 * Postal places ("Sandvika", "Fyllingsdalen") and municipality names ("Bærum", "Tromsø"), each
 * with every municipality that has a place of that name.
 */
const placesByKey = new Map<string, NamedPlace[]>();
function addPlace(name: string, municipality: Municipality) {
  for (const key of keysOf(name)) {
    const known = placesByKey.get(key) ?? [];
    if (!known.some((entry) => entry.municipality.number === municipality.number)) known.push({ place: name, municipality });
    placesByKey.set(key, known);
  }
}
for (const code of allPostalCodes()) {
  const municipality = { number: code.municipalityNumber, name: code.municipality };
  addPlace(code.municipality, municipality);
  addPlace(code.place, municipality);
}

/**
 * A name of an area, a municipality or a postal place. A name found both inside and outside the
 * delivery areas resolves to the one inside: someone checking delivery most likely means it, and
 * a postal code settles any doubt.
 */
function resolveName(key: string): LocationResolution | null {
  const area = areaByKey.get(key);
  if (area) return fromArea(area);
  const places = placesByKey.get(key);
  if (!places) return null;
  for (const { place, municipality } of places) {
    const areaId = areaIdForMunicipality(municipality.number);
    if (areaId) return located(areaId, null, place, municipality);
  }
  return unsupported;
}

function resolvePostalCode(postalCode: string): LocationResolution | null {
  const entry = findPostalCode(postalCode);
  if (!entry) return null;
  const areaId =
    entry.municipalityNumber === cityMunicipalityNumbers.oslo
      ? osloAreaForPostalCode(postalCode)
      : areaIdForMunicipality(entry.municipalityNumber);
  if (!areaId) return unsupported;
  return located(areaId, postalCode, entry.place, { number: entry.municipalityNumber, name: entry.municipality });
}

/** Longer than any Norwegian address; the rest of a pasted text is not read. */
const maxLength = 300;

/**
 * Resolves what a customer typed or chose to the delivery area it lies in: an area id
 * ("oslo-frogner"), an area, municipality or postal place name in nb or en ("Grünerløkka",
 * "grunerlokka", "Bærum", "Fyllingsdalen", "City centre"), a postal code ("0182") or an address
 * with one ("Storgata 1, 0182 Oslo", "Kongens gate 2 7011 Trondheim"). Without a known postal
 * code an address is read by its place, last part first ("Storgata 1, Oslo").
 *
 * Places in Norway outside the delivery areas are `unsupported` (spec §8: "Delivery outside Oslo,
 * Trondheim and Bergen unsupported"); text that names no place we know, and a postal code that
 * does not exist, are `not_found`.
 */
export function resolveLocation(text: string): LocationResolution {
  const input = text.slice(0, maxLength).trim();
  const key = placeKey(input);
  if (!key) return notFound;

  const byName = resolveName(key);
  if (byName) return byName;

  const postalCodes = [...input.matchAll(/(?<!\d)\d{4}(?!\d)/g)].map((match) => match[0]).reverse();
  for (const postalCode of postalCodes) {
    const byCode = resolvePostalCode(postalCode);
    if (byCode) return byCode;
  }
  // A bare number that is no postal code names nothing.
  if (/^[\d ]+$/.test(key)) return notFound;

  for (const part of input.split(/[,;\n]/).reverse()) {
    const words = placeKey(part.replace(/\d+/g, ' ')).split(' ').filter(Boolean);
    for (let count = Math.min(words.length, 4); count > 0; count--) {
      const byPlace = resolveName(words.slice(-count).join(' '));
      if (byPlace) return byPlace;
    }
  }
  return notFound;
}

/** The resolved location, or a 400 naming the `field` with the sentence the customer sees. */
export function requireLocation(text: string, field: string): ResolvedLocation {
  const result = resolveLocation(text);
  if (result.ok) return result.location;
  const key = result.reason === 'unsupported' ? 'error.location.unsupported' : 'error.location.not_found';
  throw new AppError(400, key, { data: { field } });
}
