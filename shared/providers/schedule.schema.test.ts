import { describe, expect, it } from 'vitest';
import { calendarDateSchema, defaultSchedule, scheduleSchema } from './schedule.schema.ts';

describe('calendarDateSchema', () => {
  it('accepts real dates and refuses the rest with the date sentence, never by throwing', () => {
    expect(calendarDateSchema.safeParse('2026-02-28').success).toBe(true);
    expect(calendarDateSchema.safeParse('2028-02-29').success).toBe(true);
    for (const text of ['2026-02-29', '2026-13-01', 'tomorrow', '', '2026-1-1', '31.12.2026']) {
      const result = calendarDateSchema.safeParse(text);
      expect(result.success, text).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message), text).toContain('error.schedule.date_invalid');
    }
  });
});

describe('scheduleSchema', () => {
  it('refuses overlapping periods, times off the half-hour grid, and an override date that is no date', () => {
    const monday = (workingHours: Array<{ from: string; to: string }>) => ({ ...defaultSchedule, weekdays: [{ day: 'MONDAY' as const, workingHours }] });
    expect(scheduleSchema.safeParse(monday([{ from: '08:00', to: '12:00' }, { from: '12:00', to: '23:59' }])).success).toBe(true);
    const messages = (value: unknown) => scheduleSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages(monday([{ from: '08:00', to: '12:30' }, { from: '12:00', to: '16:00' }]))).toContain('error.schedule.overlapping_hours');
    expect(messages(monday([{ from: '08:15', to: '12:00' }]))).toContain('error.schedule.time_grid');
    expect(messages({ ...defaultSchedule, overrides: [{ date: 'julaften', isAvailable: false, workingHours: [] }] })).toContain('error.schedule.date_invalid');
  });
});
