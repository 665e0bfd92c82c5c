import { areas, coveringAreaIds, findArea } from '#shared/locations/areas.ts';
import { AppError } from '#server/lib/app-error.ts';

/** A place a customer typed or chose, resolved to the delivery area it lies in. */
export interface ResolvedLocation {
  /** The most precise area: an Oslo district, a city, or the surroundings of Oslo. */
  areaId: string;
  /** Area ids a service may list to deliver here (the district and its city). */
  coveringAreaIds: string[];
  postalCode: string | null;
  /** Postal place or area name as a person would write it ("Oslo", "Bærum"). */
  place: string | null;
}

export type LocationResolution =
  | { ok: true; location: ResolvedLocation }
  | { ok: false; reason: 'unsupported' | 'not_found' };

const normalise = (text: string) => text.trim().toLocaleLowerCase('nb-NO');

function fromArea(areaId: string, postalCode: string | null = null): LocationResolution {
  const area = findArea(areaId);
  if (!area) return { ok: false, reason: 'not_found' };
  return { ok: true, location: { areaId, coveringAreaIds: coveringAreaIds(areaId), postalCode, place: area.name.nb } };
}

/**
 * Resolves an area id ("oslo-frogner"), an area name ("Grünerløkka", "Bergen") or an address.
 * Places in Norway outside the delivery areas are `unsupported` (spec §8: "Delivery outside Oslo,
 * Trondheim and Bergen unsupported"); text that names no place we know is `not_found`.
 */
export function resolveLocation(text: string): LocationResolution {
  const wanted = normalise(text);
  if (findArea(wanted)) return fromArea(wanted);
  const byName = areas.find((area) => normalise(area.name.nb) === wanted || normalise(area.name.en) === wanted);
  if (byName) return fromArea(byName.id);
  return { ok: false, reason: 'not_found' };
}

/** The resolved location, or a 400 naming the `field` with the sentence the customer sees. */
export function requireLocation(text: string, field: string): ResolvedLocation {
  const result = resolveLocation(text);
  if (result.ok) return result.location;
  const key = result.reason === 'unsupported' ? 'error.location.unsupported' : 'error.location.not_found';
  throw new AppError(400, key, { data: { field } });
}
