import { appTimeZone } from '#shared/i18n/languages.ts';

/**
 * Wall-clock dates and times in Oslo turned into instants, whatever the device's time zone.
 * People pick "Saturday 10:00" meaning Oslo time (design.md); the API wants ISO 8601 with an
 * offset, which changes with summer time.
 */

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: appTimeZone, timeZoneName: 'longOffset' });
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: appTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

const minuteMs = 60_000;

/** Oslo's offset from UTC in minutes at an instant: 60 in winter, 120 in summer. */
export function osloOffsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (value: number) => String(value).padStart(2, '0');

function withOffset(instantMs: number, offsetMinutes: number): string {
  const wall = new Date(instantMs + offsetMinutes * minuteMs).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `${wall}${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/**
 * `2026-11-21`, `14:30` in Oslo as `2026-11-21T14:30:00+01:00`. A time that does not exist
 * (the hour skipped when summer time starts) moves forward to the first that does.
 */
export function osloLocalToIso(date: string, time = '00:00'): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset depends on the instant we are looking for; guess with the wall time read as UTC
  // and correct once, which settles on both sides of a change.
  let offset = osloOffsetMinutes(new Date(asUtc));
  let instant = asUtc - offset * minuteMs;
  const corrected = osloOffsetMinutes(new Date(instant));
  if (corrected !== offset) {
    offset = corrected;
    instant = asUtc - offset * minuteMs;
  }
  return withOffset(instant, osloOffsetMinutes(new Date(instant)));
}

/** The calendar day after `date` (`2026-12-31` → `2027-01-01`). */
export function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** Today's date in Oslo as `YYYY-MM-DD`, for the earliest day a date field offers. */
export function osloToday(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** True when `YYYY-MM-DD` names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True for a 24-hour time of day `HH:MM`. */
export function isTimeOfDay(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** The Oslo date and time of day of an instant (`2026-12-05`, `09:30`): the inverse of `osloLocalToIso`. */
export function osloDateAndTime(instant: Date): { date: string; time: string } {
  const wall = new Date(instant.getTime() + osloOffsetMinutes(instant) * minuteMs).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}
