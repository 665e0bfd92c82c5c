import { z } from 'zod';
import { weekdaySchema } from '#shared/explore/provider.schema.ts';
import { parseTimeOfDay, timeOfDaySchema } from '#shared/validation/time-of-day.ts';
import { whenValid } from '#shared/validation/when-valid.ts';

export { weekdaySchema, type Weekday } from '#shared/explore/provider.schema.ts';

/** Minutes after midnight of an "HH:MM" time; 23:59 counts as the end of the day (1440). */
export function minutesOfDay(time: string): number {
  if (time === '23:59') return 24 * 60;
  const { hour, minute } = parseTimeOfDay(time);
  return hour * 60 + minute;
}

/** A time on the schedule grid (spec §5): every 30 minutes from 00:00, plus 23:59. */
export const gridTimeSchema = timeOfDaySchema.refine((time) => time === '23:59' || parseTimeOfDay(time).minute % 30 === 0, {
  error: 'error.schedule.time_grid',
  when: whenValid(),
});

/** One working period in a day; it ends after it starts (spec §5 time span). */
export const workingHoursSchema = z
  .object({ from: gridTimeSchema, to: gridTimeSchema })
  .refine((hours) => minutesOfDay(hours.from) < minutesOfDay(hours.to), {
    path: ['to'],
    error: 'error.zod.time_span.from_greater_than_to',
    when: whenValid('from', 'to'),
  });
export type WorkingHours = z.infer<typeof workingHoursSchema>;

/** Whether any two periods of one day overlap (touching, 08:00–12:00 and 12:00–16:00, is fine). */
export function hasOverlappingHours(hours: readonly WorkingHours[]): boolean {
  const sorted = [...hours].sort((a, b) => minutesOfDay(a.from) - minutesOfDay(b.from));
  return sorted.some((period, index) => index > 0 && minutesOfDay(period.from) < minutesOfDay(sorted[index - 1]!.to));
}

const dayHoursSchema = z
  .array(workingHoursSchema)
  .max(8)
  .superRefine(
    (hours, context) => {
      if (hasOverlappingHours(hours)) context.addIssue({ code: 'custom', message: 'error.schedule.overlapping_hours' });
    },
    { when: whenValid() },
  );

/** The periods of one weekday; a weekday that is not listed (or has no periods) is closed. */
export const weekdayHoursSchema = z.object({ day: weekdaySchema, workingHours: dayHoursSchema });
export type WeekdayHours = z.infer<typeof weekdayHoursSchema>;

const datePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A calendar date "YYYY-MM-DD" (Europe/Oslo) that exists. */
export const calendarDateSchema = z
  .string({ error: 'error.schedule.date_invalid' })
  .regex(datePattern, { error: 'error.schedule.date_invalid' })
  // Runs even when the pattern failed, so text that is no date at all must not throw here.
  .refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    },
    { error: 'error.schedule.date_invalid' },
  );

/** One date that differs from its weekday: closed, or open at other hours. */
export const scheduleDateOverrideSchema = z
  .object({ date: calendarDateSchema, isAvailable: z.boolean(), workingHours: dayHoursSchema })
  .refine((override) => !override.isAvailable || override.workingHours.length > 0, {
    path: ['workingHours'],
    error: 'error.schedule.override_hours_required',
    when: whenValid('isAvailable', 'workingHours'),
  });
export type ScheduleDateOverride = z.infer<typeof scheduleDateOverrideSchema>;

/**
 * Spec §3 Schedule, as the provider edits it (`PUT /api/provider/{id}/schedule`) and reads it.
 * `horizonDays`: how far ahead customers may book. `earliestAvailableHours`: the notice a
 * provider needs before a booking starts. `bufferTimeMinutes`: kept free after each booking.
 * `closedOnHolidays`: Norway's public holidays and julaften (shared/availability/holidays.ts) are
 * closed unless a date override opens one; left out, it is on, as most providers do not work then.
 */
export const scheduleSchema = z
  .object({
    isAvailable: z.boolean(),
    instantBooking: z.boolean(),
    horizonDays: z.number().int().min(1).max(730),
    weekdays: z.array(weekdayHoursSchema).max(7),
    overrides: z.array(scheduleDateOverrideSchema).max(400),
    bufferTimeMinutes: z.number().int().min(0).max(1440).multipleOf(15),
    maxDailyBookings: z.number().int().min(1).max(100).nullable(),
    earliestAvailableHours: z.number().int().min(0).max(2160),
    closedOnHolidays: z.boolean().default(true),
  })
  .superRefine((schedule, context) => {
    const days = new Set<string>();
    schedule.weekdays.forEach((weekday, index) => {
      if (days.has(weekday.day)) context.addIssue({ code: 'custom', path: ['weekdays', index, 'day'], message: 'error.schedule.duplicate_day' });
      days.add(weekday.day);
    });
    const dates = new Set<string>();
    schedule.overrides.forEach((override, index) => {
      if (dates.has(override.date)) context.addIssue({ code: 'custom', path: ['overrides', index, 'date'], message: 'error.schedule.duplicate_day' });
      dates.add(override.date);
    });
  });
export type Schedule = z.infer<typeof scheduleSchema>;

/** What a new provider starts with: weekdays 08:00–16:00, bookable 90 days ahead, a day's notice, closed on holidays. */
export const defaultSchedule: Schedule = {
  isAvailable: true,
  instantBooking: false,
  horizonDays: 90,
  weekdays: (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) => ({ day, workingHours: [{ from: '08:00', to: '16:00' }] })),
  overrides: [],
  bufferTimeMinutes: 0,
  maxDailyBookings: null,
  earliestAvailableHours: 24,
  closedOnHolidays: true,
};
