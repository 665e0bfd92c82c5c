import { appTimeZone } from '#shared/i18n/languages.ts';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: appTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Oslo of an instant, as `YYYY-MM-DD` (which sorts as text). */
export function osloDay(instant: Date): string {
  return dayFormat.format(instant);
}

/**
 * Which ends of an explore date filter name a day before today in Oslo. Nothing can be booked
 * then, so such a filter is a mistake to point out rather than an empty list to show. A `to` on
 * an Oslo midnight ends the day before (a date picked without a time reaches the next midnight),
 * hence the millisecond back.
 */
export function spanEndsBeforeToday(span: { from?: Date | undefined; to?: Date | undefined }, now: Date): Array<'from' | 'to'> {
  const today = osloDay(now);
  const past: Array<'from' | 'to'> = [];
  if (span.from && osloDay(span.from) < today) past.push('from');
  if (span.to && osloDay(new Date(span.to.getTime() - 1)) < today) past.push('to');
  return past;
}
