import { type EstimateQuery, readEstimateQuery, writeEstimateQuery } from './estimate-query.ts';

/**
 * Spec §3 Booking draft (type, size, date, frequency, add-ons, extra time): an estimate carried to
 * a cleaner's service page in the address, with the start and the service's add-ons the estimate
 * chose. The estimate's own names (estimate-query.ts), plus `tid` and `tillegg`; a link can be
 * shared, reloaded or opened after signing in and still fills the booking form the same way.
 */
export interface CleaningBookingDraft {
  estimate: EstimateQuery;
  /** An ISO instant the matches offered, or none. */
  time?: string;
  /** The service's add-ons by id with their units. */
  addons: { id: string; units: number }[];
}

const timeName = 'tid';
const addonsName = 'tillegg';
const maxAddons = 20;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The address query of a draft: the estimate's inputs, the start, and `tillegg=id:units,…`. */
export function writeBookingDraftQuery(draft: CleaningBookingDraft): string {
  const search = new URLSearchParams(writeEstimateQuery(draft.estimate));
  if (draft.time) search.set(timeName, draft.time);
  if (draft.addons.length > 0) search.set(addonsName, draft.addons.map((addon) => `${addon.id}:${addon.units}`).join(','));
  return search.toString();
}

/**
 * The draft the address holds, or null when it holds no estimate (no cleaning type). Parts that
 * cannot be read are left out rather than refused: the form shows what is left to choose.
 */
export function readBookingDraftQuery(search: URLSearchParams): CleaningBookingDraft | null {
  const estimate = readEstimateQuery(search);
  if (!estimate.type) return null;
  const time = search.get(timeName) ?? '';
  const addons = (search.get(addonsName) ?? '')
    .split(',')
    .slice(0, maxAddons)
    .flatMap((part) => {
      const [id = '', unitsText = ''] = part.split(':');
      const units = Number(unitsText);
      return uuidPattern.test(id) && Number.isSafeInteger(units) && units > 0 && units <= 1000 ? [{ id: id.toLowerCase(), units }] : [];
    });
  return { estimate, ...(time && !Number.isNaN(Date.parse(time)) ? { time: new Date(time).toISOString() } : {}), addons };
}
