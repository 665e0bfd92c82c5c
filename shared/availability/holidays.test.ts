import { describe, expect, it } from 'vitest';
import { easterSunday, holidayAt, holidayKeys, holidayOn, norwegianHolidays, type HolidayKey } from './holidays.ts';
import { resources } from '#shared/i18n/resources.ts';

// Easter Sunday and the days counted from it, as the almanac gives them.
const easterTable = [
  // year, Easter Sunday, skjærtorsdag, langfredag, 2. påskedag, Kristi himmelfart, 1. pinsedag, 2. pinsedag
  [2024, '2024-03-31', '2024-03-28', '2024-03-29', '2024-04-01', '2024-05-09', '2024-05-19', '2024-05-20'],
  [2025, '2025-04-20', '2025-04-17', '2025-04-18', '2025-04-21', '2025-05-29', '2025-06-08', '2025-06-09'],
  [2026, '2026-04-05', '2026-04-02', '2026-04-03', '2026-04-06', '2026-05-14', '2026-05-24', '2026-05-25'],
  [2027, '2027-03-28', '2027-03-25', '2027-03-26', '2027-03-29', '2027-05-06', '2027-05-16', '2027-05-17'],
  [2028, '2028-04-16', '2028-04-13', '2028-04-14', '2028-04-17', '2028-05-25', '2028-06-04', '2028-06-05'],
  [2029, '2029-04-01', '2029-03-29', '2029-03-30', '2029-04-02', '2029-05-10', '2029-05-20', '2029-05-21'],
  [2030, '2030-04-21', '2030-04-18', '2030-04-19', '2030-04-22', '2030-05-30', '2030-06-09', '2030-06-10'],
] as const;

describe('Norwegian public holidays', () => {
  describe.each(easterTable)('%i', (year, easter, maundy, goodFriday, easterMonday, ascension, whitSunday, whitMonday) => {
    it('has Easter Sunday and the days counted from it', () => {
      expect(easterSunday(year)).toBe(easter);
      const keyed = Object.fromEntries(norwegianHolidays(year).map((holiday) => [holiday.key, holiday.date]));
      expect(keyed).toMatchObject({
        maundy_thursday: maundy,
        good_friday: goodFriday,
        easter_sunday: easter,
        easter_monday: easterMonday,
        ascension_day: ascension,
        whit_sunday: whitSunday,
        whit_monday: whitMonday,
      });
    });

    it('has the fixed days and julaften, thirteen days in date order', () => {
      const holidays = norwegianHolidays(year);
      expect(holidays).toHaveLength(13);
      expect(holidays.map((holiday) => holiday.date)).toEqual([...holidays.map((holiday) => holiday.date)].sort());
      const fixed = holidays.filter((holiday) => ['new_years_day', 'labour_day', 'constitution_day', 'christmas_eve', 'christmas_day', 'boxing_day'].includes(holiday.key));
      expect(fixed.map((holiday) => holiday.date)).toEqual([`${year}-01-01`, `${year}-05-01`, `${year}-05-17`, `${year}-12-24`, `${year}-12-25`, `${year}-12-26`]);
      expect(holidays.filter((holiday) => !holiday.official).map((holiday) => holiday.key)).toEqual(['christmas_eve']);
    });
  });

  it.each([
    // The computus's extremes and century years (2000 is a leap year, 1900 and 2100 are not).
    [1583, '1583-04-10'],
    [1818, '1818-03-22'],
    [1900, '1900-04-15'],
    [1943, '1943-04-25'],
    [2000, '2000-04-23'],
    [2038, '2038-04-25'],
    [2100, '2100-03-28'],
    [2285, '2285-03-22'],
  ])('Easter %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('knows no holiday on a leap day, and counts Ascension across a leap February', () => {
    expect(holidayOn('2024-02-29')).toBeUndefined();
    expect(holidayOn('2024-05-09')?.key).toBe('ascension_day');
    expect(holidayOn('2028-02-29')).toBeUndefined();
    expect(holidayOn('2028-05-25')?.key).toBe('ascension_day');
  });

  it('lists both holidays of a shared date and names the fixed one', () => {
    // 2008: Kristi himmelfartsdag fell on 1 May.
    expect(norwegianHolidays(2008).filter((holiday) => holiday.date === '2008-05-01').map((holiday) => holiday.key)).toEqual(['labour_day', 'ascension_day']);
    expect(holidayOn('2008-05-01')?.key).toBe('labour_day');
  });

  it('finds a holiday by date and none on an ordinary day or on text that is no date', () => {
    expect(holidayOn('2026-12-25')).toEqual({ date: '2026-12-25', key: 'christmas_day', official: true });
    expect(holidayOn('2026-12-24')).toEqual({ date: '2026-12-24', key: 'christmas_eve', official: false });
    expect(holidayOn('2026-12-27')).toBeUndefined();
    expect(holidayOn('2026-4-5')).toBeUndefined();
    expect(holidayOn('juledag')).toBeUndefined();
    expect(holidayOn('1500-01-01')).toBeUndefined();
  });

  it.each([
    // Oslo is UTC+1 in winter, UTC+2 in summer: the holiday starts and ends at Oslo's midnight.
    ['2025-12-23T22:59:59Z', undefined],
    ['2025-12-23T23:00:00Z', 'christmas_eve'],
    ['2025-12-24T22:59:59Z', 'christmas_eve'],
    ['2025-12-24T23:00:00Z', 'christmas_day'],
    ['2025-12-26T22:59:59Z', 'boxing_day'],
    ['2025-12-26T23:00:00Z', undefined],
    ['2025-12-31T22:59:59Z', undefined],
    ['2025-12-31T23:00:00Z', 'new_years_day'],
    ['2026-05-16T21:59:59Z', undefined],
    ['2026-05-16T22:00:00Z', 'constitution_day'],
    ['2026-05-17T21:59:59Z', 'constitution_day'],
    ['2026-05-17T22:00:00Z', undefined],
  ] as const)('at %s Oslo is on %s', (instant, key) => {
    expect(holidayAt(new Date(instant))?.key).toBe(key);
  });

  it('refuses a year the computus does not cover', () => {
    expect(() => easterSunday(1582)).toThrow(RangeError);
    expect(() => norwegianHolidays(2026.5)).toThrow(RangeError);
    expect(() => norwegianHolidays(10_000)).toThrow(RangeError);
  });

  it('has a name for every holiday in both languages', () => {
    for (const language of ['nb', 'en'] as const) {
      const names = (resources[language].common as { holiday: Record<HolidayKey, string> }).holiday;
      for (const key of holidayKeys) expect(names[key], `${language} ${key}`).toBeTruthy();
    }
  });
});
