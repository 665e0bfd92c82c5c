import { appTimeZone } from '#shared/i18n/languages.ts';

/**
 * Norway's public holidays (helligdager and the two offentlige høytidsdager, 1 and 17 May), plus
 * julaften: not a holiday by law, but a day most providers do not work, so the marketplace closes
 * it with the others. Each has a key under `common:holiday.<key>` for its name.
 */
export const holidayKeys = [
  'new_years_day',
  'maundy_thursday',
  'good_friday',
  'easter_sunday',
  'easter_monday',
  'labour_day',
  'constitution_day',
  'ascension_day',
  'whit_sunday',
  'whit_monday',
  'christmas_eve',
  'christmas_day',
  'boxing_day',
] as const;
export type HolidayKey = (typeof holidayKeys)[number];

export interface Holiday {
  /** 'YYYY-MM-DD' on Oslo's calendar. */
  date: string;
  key: HolidayKey;
  /** False for julaften, which the marketplace closes although the law does not. */
  official: boolean;
}

/** The Gregorian calendar's Easter rule holds from 1583; four-digit years keep dates 'YYYY-MM-DD'. */
const firstYear = 1583;
const lastYear = 9999;

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < firstYear || year > lastYear) throw new RangeError(`year must be a whole number ${firstYear}–${lastYear}, not ${year}`);
}

const pad = (value: number) => String(value).padStart(2, '0');
const dateOf = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);
const dayMs = 86_400_000;

/**
 * Easter Sunday of a Gregorian year, 'YYYY-MM-DD' (the anonymous Gregorian computus of Meeus,
 * Jones and Butcher), valid for 1583–9999.
 * @throws RangeError for a year outside that range or not whole.
 */
export function easterSunday(year: number): string {
  checkYear(year);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const easterOffsets: ReadonlyArray<readonly [HolidayKey, number]> = [
  ['maundy_thursday', -3],
  ['good_friday', -2],
  ['easter_sunday', 0],
  ['easter_monday', 1],
  ['ascension_day', 39],
  ['whit_sunday', 49],
  ['whit_monday', 50],
];

const fixedDays: ReadonlyArray<readonly [HolidayKey, string]> = [
  ['new_years_day', '01-01'],
  ['labour_day', '05-01'],
  ['constitution_day', '05-17'],
  ['christmas_eve', '12-24'],
  ['christmas_day', '12-25'],
  ['boxing_day', '12-26'],
];

// The availability engine asks for every day of a year; each year is worked out once.
const byYear = new Map<number, readonly Holiday[]>();
const byDate = new Map<number, ReadonlyMap<string, Holiday>>();

/**
 * The closed holidays of `year` by date, ascending. Ascension Day can fall on 1 or 17 May and Whit
 * Monday on 17 May; such a date is listed once for each holiday, the fixed one first.
 * @throws RangeError for a year outside 1583–9999 or not whole.
 */
export function norwegianHolidays(year: number): readonly Holiday[] {
  const cached = byYear.get(year);
  if (cached) return cached;
  const easter = Date.parse(`${easterSunday(year)}T00:00:00Z`);
  const holidays: Holiday[] = [
    ...fixedDays.map(([key, monthDay]): Holiday => ({ date: `${year}-${monthDay}`, key, official: key !== 'christmas_eve' })),
    ...easterOffsets.map(([key, days]): Holiday => ({ date: dateOf(easter + days * dayMs), key, official: true })),
  ];
  // A stable sort keeps the fixed day first when two share a date.
  holidays.sort((a, b) => a.date.localeCompare(b.date));
  const frozen = Object.freeze(holidays);
  byYear.set(year, frozen);
  const dates = new Map<string, Holiday>();
  for (const holiday of frozen) if (!dates.has(holiday.date)) dates.set(holiday.date, holiday);
  byDate.set(year, dates);
  return frozen;
}

const datePattern = /^(\d{4})-\d{2}-\d{2}$/;

/**
 * The holiday on an Oslo calendar date 'YYYY-MM-DD', or undefined; where two fall on one date,
 * the fixed one (1 or 17 May). Text that is no such date, or a year the computus does not cover,
 * is no holiday.
 */
export function holidayOn(date: string): Holiday | undefined {
  const match = datePattern.exec(date);
  if (!match) return undefined;
  const year = Number(match[1]);
  if (year < firstYear) return undefined;
  if (!byDate.has(year)) norwegianHolidays(year);
  return byDate.get(year)!.get(date);
}

const osloDate = new Intl.DateTimeFormat('en-CA', { timeZone: appTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The holiday the instant falls on in Oslo (where 23:30 UTC on 24 December is already the 25th). */
export function holidayAt(instant: Date): Holiday | undefined {
  return holidayOn(osloDate.format(instant));
}
