import { describe, expect, it } from 'vitest';
import { maxSearchTokens, searchTokens } from './search-tokens.ts';

describe('searchTokens', () => {
  it.each([
    ['vask', ['vask']],
    ['  Flyttevask i  Oslo ', ['flyttevask', 'oslo']],
    ['RENGJØRING', ['rengjøring']],
    ['ÆRLIG ØKONOMISK ÅPEN', ['ærlig', 'økonomisk', 'åpen']],
    ['3-roms leilighet, 65m2!', ['roms', 'leilighet', '65m2']],
    ['vask & vask | vask', ['vask']],
    ["x y z 'o' :*", []],
    ['', []],
    ['DJ-tjenester (bryllup)', ['dj', 'tjenester', 'bryllup']],
  ])('%j → %j', (text, expected) => {
    expect(searchTokens(text)).toEqual(expected);
  });

  it('treats an å written as a + combining ring like the composed letter', () => {
    expect(searchTokens('Ha\u030Avard')).toEqual(['håvard']);
  });

  it('keeps only letters and digits, so no token carries text-search syntax', () => {
    const tokens = searchTokens(`a'b:*c&d|e!f(g)h<i>j\\k "l" m-n`);
    for (const token of tokens) expect(token).toMatch(/^[\p{L}\p{M}\p{Nd}]+$/u);
  });

  it(`stops after ${maxSearchTokens} words`, () => {
    const tokens = searchTokens('en to tre fire fem seks sju åtte ni ti');
    expect(tokens).toEqual(['en', 'to', 'tre', 'fire', 'fem', 'seks', 'sju', 'åtte']);
  });
});
