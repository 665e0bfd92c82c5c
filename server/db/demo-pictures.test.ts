import { describe, expect, it } from 'vitest';
import { avatar, cleaningMotifs, cropSizes, eventMotifs, illustration, initialsOf, musicMotifs, type PictureMotif, type PictureTheme } from './demo-pictures.ts';
import { seededRandom } from './seeded-random.ts';

const themes: Array<[PictureTheme, readonly PictureMotif[]]> = [
  ['cleaning', cleaningMotifs],
  ['events', eventMotifs],
  ['music', musicMotifs],
];

describe('demo pictures', () => {
  it('draws the same picture for the same seed, and another for another seed', () => {
    const first = illustration({ theme: 'cleaning', seed: 'flyttevask-k3x9', crop: 'square' });
    expect(illustration({ theme: 'cleaning', seed: 'flyttevask-k3x9', crop: 'square' })).toBe(first);
    expect(illustration({ theme: 'cleaning', seed: 'flyttevask-k3x0', crop: 'square' })).not.toBe(first);
    expect(avatar('Kari Lunde')).toBe(avatar('Kari Lunde'));
  });

  it.each(themes.flatMap(([theme, motifs]) => motifs.flatMap((motif) => (['square', 'wide'] as const).map((crop) => [theme, motif, crop] as const))))(
    'draws %s / %s in the %s crop as a small, script-free SVG of the right size',
    (theme, motif, crop) => {
      for (const seed of ['a', 'b', 'c']) {
        const svg = illustration({ theme, seed, crop, motif });
        const { width, height } = cropSizes[crop];
        expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"`)).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
        expect(svg).not.toMatch(/<script|\son\w+=|javascript:|NaN|undefined/);
      }
    },
  );

  it('puts the initials on the avatar and escapes the name in its title', () => {
    const svg = avatar('Ågot <Ødegård> & Co');
    expect(svg).toContain('>ÅC</text>');
    expect(svg).not.toContain('<Ødegård>');
    expect(svg).toContain('&#60;Ødegård&#62; &#38; Co');
  });

  it.each([
    ['Kari Nordmann', 'KN'],
    ['Blank Bolig', 'BB'],
    ['DJ Mads Nordby', 'DN'],
    ['Bergen Bryllup & Fest', 'BF'],
    ['Øystein', 'Ø'],
    ['Anne-Lise Ås', 'AÅ'],
    ['   ', '?'],
  ])('takes the initials of %j as %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('seeded random', () => {
  it('repeats its sequence for the same seed and stays inside its bounds', () => {
    const a = seededRandom('demo');
    const b = seededRandom('demo');
    const values = Array.from({ length: 1000 }, () => a.int(3, 7));
    expect(Array.from({ length: 1000 }, () => b.int(3, 7))).toEqual(values);
    expect(new Set(values)).toEqual(new Set([3, 4, 5, 6, 7]));
    expect(seededRandom('other').next()).not.toBe(seededRandom('demo').next());
  });

  it('samples distinct items and shuffles without losing any', () => {
    const r = seededRandom('sample');
    const items = ['a', 'b', 'c', 'd', 'e'];
    const sample = r.sample(items, 3);
    expect(new Set(sample).size).toBe(3);
    expect(r.shuffle(items).sort()).toEqual(items);
    expect(r.sample(items, 10)).toHaveLength(5);
    expect(() => r.pick([])).toThrow(RangeError);
  });
});
