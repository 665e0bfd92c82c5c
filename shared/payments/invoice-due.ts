const osloZone = 'Europe/Oslo';

/** The calendar date (YYYY-MM-DD) of a moment in Oslo. */
export function osloDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: osloZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Oslo's offset from UTC at a moment, in milliseconds (+1 h in winter, +2 h in summer). */
function osloOffsetMs(at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: osloZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** Midnight at the start of an Oslo calendar date, as a moment. */
function osloMidnight(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, day);
  // The offset at the guess can differ from the one at the answer only across a DST change, which Norway never makes at midnight.
  return new Date(utcMidnight - osloOffsetMs(new Date(utcMidnight - osloOffsetMs(new Date(utcMidnight)))));
}

/**
 * When an invoice falls due: the end of the Oslo day `dueDays` days after the day it was issued
 * (the last millisecond before the next Oslo midnight), so a customer who pays on the due date
 * has paid on time whatever the hour, summer time or not.
 */
export function invoiceDueAt(issuedAt: Date, dueDays: number): Date {
  if (!Number.isSafeInteger(dueDays) || dueDays < 0) throw new RangeError('dueDays is a whole number of days');
  const [year, month, day] = osloDate(issuedAt).split('-').map(Number) as [number, number, number];
  const dayAfterDue = new Date(Date.UTC(year, month - 1, day + dueDays + 1)).toISOString().slice(0, 10);
  return new Date(osloMidnight(dayAfterDue).getTime() - 1);
}
