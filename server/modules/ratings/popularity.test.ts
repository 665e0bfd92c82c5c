import { describe, expect, it } from 'vitest';
import { rankedPopularity, ratedBand } from './popularity.ts';

describe('rankedPopularity', () => {
  it('puts any rated listing above any unrated one', () => {
    expect(rankedPopularity(1, 1)).toBeGreaterThan(rankedPopularity(ratedBand - 1, 0));
    expect(rankedPopularity(0, 1)).toBeGreaterThan(rankedPopularity(900, 0));
  });

  it('keeps the order within each group', () => {
    expect(rankedPopularity(400, 3)).toBeGreaterThan(rankedPopularity(5, 80));
    expect(rankedPopularity(400, 0)).toBeGreaterThan(rankedPopularity(5, 0));
  });

  it('is the same when applied again, and undone when the ratings are gone', () => {
    const rated = rankedPopularity(250, 4);
    expect(rated).toBe(ratedBand + 250);
    expect(rankedPopularity(rated, 4)).toBe(rated);
    expect(rankedPopularity(rated, 0)).toBe(250);
    expect(rankedPopularity(0, 0)).toBe(0);
  });
});
