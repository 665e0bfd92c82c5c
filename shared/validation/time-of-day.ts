import { z } from 'zod';

export interface TimeOfDay {
  hour: number;
  minute: number;
}

const minutesPerDay = 24 * 60;
const lastMinuteOfDay = '23:59';
const timeOfDayPattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A wall-clock time written "HH:MM" with two digits each, from 00:00 to 23:59 (spec §5). */
export const timeOfDaySchema = z
  .string({ error: 'error.time_of_day.invalid' })
  .regex(timeOfDayPattern, { error: 'error.time_of_day.invalid' });

/**
 * Reads an "HH:MM" time (00:00–23:59, spec §5) into hour and minute.
 * @throws RangeError when the text is not such a time.
 */
export function parseTimeOfDay(value: string): TimeOfDay {
  const match = timeOfDayPattern.exec(value);
  if (!match) throw new RangeError(`Not a time of day (HH:MM): ${JSON.stringify(value)}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/**
 * Writes a time as "HH:MM" with leading zeros (spec §5).
 * @throws RangeError when hour is not 0–23 or minute not 0–59.
 */
export function formatTimeOfDay({ hour, minute }: TimeOfDay): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23 || !Number.isInteger(minute) || minute < 0 || minute > 59) {
    throw new RangeError(`Not a time of day: ${hour}:${minute}`);
  }
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * The times offered in a time picker (spec §5): every `stepMinutes` minutes from 00:00, and 23:59
 * last and exactly once so a period can always end at the end of the day.
 * @throws RangeError when the step is not a whole number of minutes from 1 to 1440.
 */
export function timeOfDayOptions(stepMinutes = 30): string[] {
  if (!Number.isInteger(stepMinutes) || stepMinutes < 1 || stepMinutes > minutesPerDay) {
    throw new RangeError(`Time-of-day step must be a whole number of minutes from 1 to ${minutesPerDay}`);
  }
  const options: string[] = [];
  for (let minutes = 0; minutes < minutesPerDay; minutes += stepMinutes) {
    options.push(formatTimeOfDay({ hour: Math.floor(minutes / 60), minute: minutes % 60 }));
  }
  if (options.at(-1) !== lastMinuteOfDay) options.push(lastMinuteOfDay);
  return options;
}
