import { describe, expect, it } from 'vitest';
import { characterCountOf } from './character-count.ts';

describe('characterCountOf', () => {
  it.each([
    ['', 600, { length: 0, remaining: 600, near: false, over: false }],
    ['a'.repeat(523), 600, { length: 523, remaining: 77, near: false, over: false }],
    ['a'.repeat(540), 600, { length: 540, remaining: 60, near: true, over: false }],
    ['a'.repeat(600), 600, { length: 600, remaining: 0, near: true, over: false }],
    ['a'.repeat(601), 600, { length: 601, remaining: -1, near: true, over: true }],
    ['  abc  ', 600, { length: 3, remaining: 597, near: false, over: false }],
    ['a'.repeat(50), 60, { length: 50, remaining: 10, near: true, over: false }],
    ['a'.repeat(49), 60, { length: 49, remaining: 11, near: false, over: false }],
  ])('%#: %j against %i', (value, max, expected) => {
    expect(characterCountOf(value, max)).toEqual({ max, ...expected });
  });
});
