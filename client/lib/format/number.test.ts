import { describe, expect, it } from 'vitest';
import { formatNumber } from './number.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatNumber', () => {
  it('groups thousands and uses a decimal comma in Norwegian', () => {
    expect(plain(formatNumber(12500))).toBe('12 500');
    expect(plain(formatNumber(7.5))).toBe('7,5');
  });

  it('uses British separators in English', () => {
    expect(formatNumber(12500.25, 'en')).toBe('12,500.25');
  });

  it('limits the decimals', () => {
    expect(plain(formatNumber(4.8666, 'nb', 1))).toBe('4,9');
  });
});
