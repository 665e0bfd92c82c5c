import { appTimeZone, type Language } from '#shared/i18n/languages.ts';
import { payoutMonthsBack } from '#shared/payments/payout-statement.schema.ts';
import { intlLocale } from '../../../lib/format/intl-locale.ts';

const monthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: appTimeZone, year: 'numeric', month: '2-digit' });

/** The month ("YYYY-MM") `now` falls in on Oslo's calendar, whatever the device's zone. */
export function osloMonthAt(now: Date): string {
  const parts = monthFormat.formatToParts(now);
  const part = (type: 'year' | 'month') => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

function indexOf(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

/** The month `delta` months after `month` (before, when negative). */
export function shiftMonth(month: string, delta: number): string {
  const index = indexOf(month) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Whether the server keeps a statement for `month`: not in the future, at most 24 months back. */
export function monthInRange(month: string, current: string): boolean {
  const back = indexOf(current) - indexOf(month);
  return back >= 0 && back <= payoutMonthsBack;
}

/** "Desember 2026" / "December 2026". */
export function formatMonth(month: string, language: Language): string {
  const middle = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15));
  const text = new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(middle);
  return text.charAt(0).toLocaleUpperCase(intlLocale(language)) + text.slice(1);
}
