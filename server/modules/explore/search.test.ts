import { describe, expect, it } from 'vitest';
import { stemCandidates, textQuery } from './search.ts';

describe('search query building', () => {
  it('offers shorter forms of a word down to four letters', () => {
    expect(stemCandidates('vasking')).toEqual(['vaskin', 'vaski', 'vask']);
    expect(stemCandidates('vask')).toEqual([]);
    expect(stemCandidates('rengjøring')).toContain('rengjør');
  });

  it('needs every word, each as itself or one of its alternatives, as prefixes', () => {
    expect(
      textQuery([
        { token: 'rengjøing', alternatives: ['rengjøring'] },
        { token: 'oslo', alternatives: [] },
      ]),
    ).toBe('(rengjøing:* | rengjøring:*) & (oslo:*)');
  });
});
