import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, parseTimeOfDay, timeOfDayOptions, timeOfDaySchema } from './time-of-day.ts';

describe('timeOfDaySchema', () => {
  it.each([['00:00'], ['09:05'], ['14:30'], ['23:59']])('accepts %s', (value) => {
    expect(timeOfDaySchema.parse(value)).toBe(value);
  });

  it.each([['24:00'], ['23:60'], ['9:30'], ['14.30'], ['1430'], ['14:30:00'], [' 14:30'], ['ab:cd'], [''], [1430]])(
    'rejects %j with error.time_of_day.invalid',
    (value) => {
      const result = timeOfDaySchema.safeParse(value);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['error.time_of_day.invalid']);
    },
  );
});

describe('parseTimeOfDay and formatTimeOfDay', () => {
  it.each([
    ['00:00', 0, 0],
    ['09:05', 9, 5],
    ['14:30', 14, 30],
    ['23:59', 23, 59],
  ])('%s is hour %i minute %i and back', (text, hour, minute) => {
    expect(parseTimeOfDay(text)).toEqual({ hour, minute });
    expect(formatTimeOfDay({ hour, minute })).toBe(text);
  });

  it.each([['24:00'], ['7:00'], ['noon'], ['']])('parseTimeOfDay refuses %j', (text) => {
    expect(() => parseTimeOfDay(text)).toThrow(RangeError);
  });

  it.each([
    [24, 0],
    [-1, 0],
    [12, 60],
    [12, -1],
    [12.5, 0],
    [12, Number.NaN],
  ])('formatTimeOfDay refuses hour %d minute %d', (hour, minute) => {
    expect(() => formatTimeOfDay({ hour, minute })).toThrow(RangeError);
  });
});

describe('timeOfDayOptions', () => {
  it('offers every half hour by default, ending with 23:59', () => {
    const options = timeOfDayOptions();
    expect(options).toHaveLength(49);
    expect(options.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(options.slice(-3)).toEqual(['23:00', '23:30', '23:59']);
  });

  it.each([
    [60, 25, ['00:00', '01:00'], ['23:00', '23:59']],
    [15, 97, ['00:00', '00:15'], ['23:45', '23:59']],
    [7, 207, ['00:00', '00:07'], ['23:55', '23:59']],
    [1, 1440, ['00:00', '00:01'], ['23:58', '23:59']],
    [1439, 2, ['00:00', '23:59'], ['00:00', '23:59']],
    [1440, 2, ['00:00', '23:59'], ['00:00', '23:59']],
  ])('a step of %i minutes gives %i options', (step, count, first, last) => {
    const options = timeOfDayOptions(step);
    expect(options).toHaveLength(count);
    expect(options.slice(0, 2)).toEqual(first);
    expect(options.slice(-2)).toEqual(last);
  });

  it.each([[30], [7], [1], [1439], [1440]])('with a step of %i, 23:59 appears exactly once and last', (step) => {
    const options = timeOfDayOptions(step);
    expect(options.filter((option) => option === '23:59')).toHaveLength(1);
    expect(options.at(-1)).toBe('23:59');
  });

  it.each([[7], [30]])('with a step of %i, the options are valid, sorted and unique', (step) => {
    const options = timeOfDayOptions(step);
    expect(options.every((option) => timeOfDaySchema.safeParse(option).success)).toBe(true);
    expect([...options].sort()).toEqual(options);
    expect(new Set(options).size).toBe(options.length);
  });

  it.each([[0], [-30], [1.5], [1441], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses a step of %d', (step) => {
    expect(() => timeOfDayOptions(step)).toThrow(RangeError);
  });
});
