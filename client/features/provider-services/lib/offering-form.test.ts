import { describe, expect, it } from 'vitest';
import { kronerToOre } from './offering-form.ts';

describe('kronerToOre', () => {
  it.each([
    ['1290', 129_000],
    ['1 290,50', 129_050],
    ['1290.5', 129_050],
    ['500 kr', 50_000],
    ['0', 0],
    ['-500', -50_000],
    ['\u2212500', -50_000],
    ['99999999', 9_999_999_900],
  ])('%s → %i øre', (text, ore) => {
    expect(kronerToOre(text)).toBe(ore);
  });

  it.each(['abc', '12,345', '1-2', '--5', '5e3'])('%s is not a number', (text) => {
    expect(kronerToOre(text)).toBeNaN();
  });
});
