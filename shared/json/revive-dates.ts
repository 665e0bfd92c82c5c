/**
 * ISO-8601 date-times with an explicit offset or `Z`, as the API sends them. Plain dates
 * (`2026-11-21`) and times of day (`14:30`) stay strings: they name a calendar day or a
 * wall-clock time, not an instant.
 */
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** `JSON.parse` reviver turning API date-times into `Date`. */
export function reviveDates(_key: string, value: unknown): unknown {
  if (typeof value === 'string' && isoDateTime.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return value;
}
