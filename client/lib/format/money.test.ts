import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

/** Intl separates groups with a no-break space (U+00A0) or a narrow one (U+202F). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');

describe('formatMoney', () => {
  it.each([
    [125000, '1 250 kr'],
    [125050, '1 250,50 kr'],
    [125005, '1 250,05 kr'],
    [0, '0 kr'],
    [99, '0,99 kr'],
    [60000, '600 kr'],
    [123456789, '1 234 567,89 kr'],
    [-50000, '-500 kr'],
  ])('%i øre → %s in Norwegian', (ore, expected) => {
    expect(plain(formatMoney(ore))).toBe(expected);
  });

  it('never lets the amount and "kr" wrap apart', () => {
    expect(formatMoney(125000)).toMatch(/\d\u00a0kr$/);
  });

  it('uses the exact separators Intl gives for nb-NO', () => {
    const group = new Intl.NumberFormat('nb-NO').format(1000).charAt(1);
    expect([' ', '\u00a0', '\u202f']).toContain(group);
    expect(formatMoney(125050)).toBe(`1${group}250,50\u00a0kr`);
  });

  it('rounds fractions of an øre to whole øre', () => {
    expect(plain(formatMoney(125049.6))).toBe('1 250,50 kr');
  });

  it('follows British grouping in English and keeps kr', () => {
    expect(plain(formatMoney(125000, 'en'))).toBe('1,250 kr');
    expect(plain(formatMoney(125050, 'en'))).toBe('1,250.50 kr');
  });
});
