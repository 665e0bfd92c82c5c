import type { EntityManager } from '@mikro-orm/postgresql';
import { defaultSchedule, type Schedule, type Weekday, type WeekdayHours } from '#shared/providers/schedule.schema.ts';
import { ProviderScheduleEntity } from './provider-schedule.entity.ts';
import type { ProviderEntity } from './provider.entity.ts';

const isoWeekdayOf: Record<Weekday, number> = { MONDAY: 1, TUESDAY: 2, WEDNESDAY: 3, THURSDAY: 4, FRIDAY: 5, SATURDAY: 6, SUNDAY: 7 };

/**
 * The ISO weekdays (1 = Monday) the provider works on: days with at least one period, none at all
 * while the provider has paused bookings. Explore's date filter reads these from the provider row.
 */
export function workingDaysOf(schedule: Pick<Schedule, 'isAvailable' | 'weekdays'>): number[] {
  if (!schedule.isAvailable) return [];
  return schedule.weekdays
    .filter((weekday: WeekdayHours) => weekday.workingHours.length > 0)
    .map((weekday) => isoWeekdayOf[weekday.day])
    .sort((a, b) => a - b);
}

/** The provider's schedule; the default one until it has saved its own. */
export async function loadSchedule(em: EntityManager, provider: ProviderEntity): Promise<Schedule> {
  const row = await em.findOne(ProviderScheduleEntity, { provider: provider.id });
  if (!row) return { ...defaultSchedule, instantBooking: provider.instantBooking };
  return {
    isAvailable: row.isAvailable,
    instantBooking: provider.instantBooking,
    horizonDays: row.horizonDays,
    weekdays: row.weekdays,
    overrides: row.overrides,
    bufferTimeMinutes: row.bufferTimeMinutes,
    maxDailyBookings: row.maxDailyBookings ?? null,
    earliestAvailableHours: row.earliestAvailableHours,
    closedOnHolidays: row.closedOnHolidays,
  };
}

/**
 * Saves the whole schedule (spec §3 Schedule). Instant booking and the working weekdays live on the
 * provider row too, for the public profile and explore's filters; all of it is written in one flush.
 */
export async function saveSchedule(em: EntityManager, provider: ProviderEntity, schedule: Schedule): Promise<void> {
  const values = storedScheduleValues(schedule);
  const row = await em.findOne(ProviderScheduleEntity, { provider: provider.id });
  if (row) em.assign(row, values);
  else em.create(ProviderScheduleEntity, { provider, ...values });
  em.assign(provider, { instantBooking: schedule.instantBooking, workingDays: workingDaysOf(schedule) });
  await em.flush();
}

/** The schedule row's columns for a schedule, as `saveSchedule` stores them. */
export function storedScheduleValues(schedule: Schedule) {
  return {
    isAvailable: schedule.isAvailable,
    horizonDays: schedule.horizonDays,
    // Days without periods are closed either way; keeping them out keeps the stored list short.
    weekdays: schedule.weekdays
      .filter((weekday) => weekday.workingHours.length > 0)
      .sort((a, b) => isoWeekdayOf[a.day] - isoWeekdayOf[b.day]),
    overrides: [...schedule.overrides].sort((a, b) => a.date.localeCompare(b.date)),
    bufferTimeMinutes: schedule.bufferTimeMinutes,
    maxDailyBookings: schedule.maxDailyBookings,
    earliestAvailableHours: schedule.earliestAvailableHours,
    closedOnHolidays: schedule.closedOnHolidays,
  };
}
