import { defineEntity, p } from '@mikro-orm/core';
import type { ScheduleDateOverride, WeekdayHours } from '#shared/providers/schedule.schema.ts';
import { ProviderEntity } from './provider.entity.ts';

/**
 * Spec §3 Schedule: when a provider works. Weekday hours and date overrides are small lists that
 * are always read and written whole, so they are JSON; `instantBooking` stays on the provider
 * (it is part of the public profile). A provider without a row has the default schedule.
 */
export const ProviderScheduleSchema = defineEntity({
  name: 'ProviderSchedule',
  tableName: 'provider_schedule',
  checks: [
    {
      name: 'provider_schedule_limits_check',
      expression:
        'horizon_days >= 1 and horizon_days <= 730 and buffer_time_minutes >= 0 and buffer_time_minutes <= 1440 and earliest_available_hours >= 0 and earliest_available_hours <= 2160 and (max_daily_bookings is null or max_daily_bookings >= 1)',
    },
  ],
  properties: {
    provider: () => p.oneToOne(ProviderEntity).primary().owner().deleteRule('cascade'),
    isAvailable: p.boolean().default(true),
    horizonDays: p.smallint().default(90),
    weekdays: p.json<WeekdayHours[]>(),
    overrides: p.json<ScheduleDateOverride[]>(),
    bufferTimeMinutes: p.smallint().default(0),
    maxDailyBookings: p.smallint().nullable(),
    earliestAvailableHours: p.smallint().default(24),
    closedOnHolidays: p.boolean().default(true),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class ProviderScheduleEntity extends ProviderScheduleSchema.class {}
ProviderScheduleSchema.setClass(ProviderScheduleEntity);
