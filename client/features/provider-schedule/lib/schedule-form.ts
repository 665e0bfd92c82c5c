import { weekdaySchema, type Schedule, type Weekday, type WorkingHours } from '#shared/providers/schedule.schema.ts';

export const weekdays: readonly Weekday[] = weekdaySchema.options;

/** One weekday as edited: periods are kept while the day is closed, so reopening restores them. */
export type DayValues = { day: Weekday; open: boolean; workingHours: WorkingHours[] };

export type OverrideValues = { key: string; date: string; isAvailable: boolean; workingHours: WorkingHours[] };

/** The editor's values. Keys are the schema's, so a problem's path lands under its field. */
export type ScheduleValues = {
  isAvailable: boolean;
  instantBooking: boolean;
  horizonDays: string;
  /** Always all seven days, Monday first, so `weekdays.<n>` is the same day in the form and the body. */
  weekdays: DayValues[];
  overrides: OverrideValues[];
  bufferTimeMinutes: number;
  maxDailyBookings: string;
  earliestAvailableHours: string;
  closedOnHolidays: boolean;
};

export const defaultPeriod: WorkingHours = { from: '08:00', to: '16:00' };

let nextKey = 0;
export function newOverrideKey(): string {
  nextKey += 1;
  return `override-${nextKey}`;
}

export function scheduleValuesOf(schedule: Schedule): ScheduleValues {
  return {
    isAvailable: schedule.isAvailable,
    instantBooking: schedule.instantBooking,
    horizonDays: String(schedule.horizonDays),
    weekdays: weekdays.map((day) => {
      const hours = schedule.weekdays.find((weekday) => weekday.day === day)?.workingHours ?? [];
      return { day, open: hours.length > 0, workingHours: hours.length > 0 ? hours : [defaultPeriod] };
    }),
    overrides: [...schedule.overrides]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((override) => ({ key: newOverrideKey(), ...override })),
    bufferTimeMinutes: schedule.bufferTimeMinutes,
    maxDailyBookings: schedule.maxDailyBookings === null ? '' : String(schedule.maxDailyBookings),
    earliestAvailableHours: String(schedule.earliestAvailableHours),
    closedOnHolidays: schedule.closedOnHolidays,
  };
}

function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** What `scheduleSchema` checks: a closed day has no periods, a closed date keeps none either. */
export function scheduleInputOf(values: ScheduleValues): unknown {
  const maxDaily = values.maxDailyBookings.trim();
  return {
    isAvailable: values.isAvailable,
    instantBooking: values.instantBooking,
    horizonDays: wholeNumber(values.horizonDays),
    weekdays: values.weekdays.map((weekday) => ({ day: weekday.day, workingHours: weekday.open ? weekday.workingHours : [] })),
    overrides: values.overrides.map((override) => ({
      date: override.date,
      isAvailable: override.isAvailable,
      workingHours: override.isAvailable ? override.workingHours : [],
    })),
    bufferTimeMinutes: values.bufferTimeMinutes,
    maxDailyBookings: maxDaily === '' ? null : Number(maxDaily),
    earliestAvailableHours: wholeNumber(values.earliestAvailableHours),
    closedOnHolidays: values.closedOnHolidays,
  };
}

/** The buffer times offered: 0 to 4 hours in 15-minute steps. */
export const bufferOptions: number[] = Array.from({ length: 17 }, (_, index) => index * 15);

/** Today's date in Oslo as "YYYY-MM-DD", whatever the device's time zone. */
export function osloToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A calendar date moved by whole days ("2026-03-29" + 1 → "2026-03-30"), free of clock changes. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The weekday of a calendar date. */
export function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 is Sunday; the list starts on Monday.
  return weekdays[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}
