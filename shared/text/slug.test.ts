import { describe, expect, it } from 'vitest';
import { slugify, slugWithSuffix } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Flyttevask', 'flyttevask'],
    ['Blåbær Rengjøring AS', 'blabaer-rengjoring-as'],
    ['Ærlig Øl & Ålesund', 'aerlig-ol-alesund'],
    ['ÆØÅ æøå', 'aeoa-aeoa'],
    ['Kari’s vask', 'karis-vask'],
    ["DJ Ola's Lyd", 'dj-olas-lyd'],
    ['Café Ümlaut – Crème brûlée', 'cafe-umlaut-creme-brulee'],
    ['  --Vindusvask   i  Oslo!--  ', 'vindusvask-i-oslo'],
    ['Storrengjøring 120 m²', 'storrengjoring-120-m2'],
    ['Grünerløkka', 'grunerlokka'],
    ['Straße', 'strasse'],
  ])('turns %j into %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('returns an empty slug when nothing readable is left', () => {
    expect(slugify('!!! ??? ###')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('always gives lower-case a-z, 0-9 and single inner hyphens', () => {
    for (const input of ['A  B', 'a--b', '-a-', 'Ål--Bø__Cø', '😀 Fest 🎉']) {
      expect(slugify(input)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('cuts a long slug at a word boundary near the limit', () => {
    const slug = slugify('Flyttevask med godkjenningsgaranti for leilighet i Oslo sentrum', 40);
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slug).toBe('flyttevask-med-godkjenningsgaranti-for');
  });

  it('cuts hard when there is no hyphen near the limit', () => {
    expect(slugify('a-godkjenningsgarantiordningen', 20)).toBe('a-godkjenningsgarant');
  });

  it('refuses a limit that is not a positive whole number', () => {
    expect(() => slugify('x', 0)).toThrow(RangeError);
    expect(() => slugify('x', 2.5)).toThrow(RangeError);
  });
});

describe('slugWithSuffix', () => {
  it('appends the suffix so repeated titles stay unique', () => {
    expect(slugWithSuffix('Flyttevask i Oslo', 'k3x9')).toBe('flyttevask-i-oslo-k3x9');
  });

  it('keeps the suffix whole when the title must be shortened', () => {
    const slug = slugWithSuffix('Bryllupsfotograf hele dagen med album og redigering', 'a1b2', 30);
    expect(slug.length).toBeLessThanOrEqual(30);
    expect(slug.endsWith('-a1b2')).toBe(true);
  });

  it('falls back to the suffix or the title when the other part is empty', () => {
    expect(slugWithSuffix('!!!', 'a1b2')).toBe('a1b2');
    expect(slugWithSuffix('Vindusvask', '')).toBe('vindusvask');
  });
});
