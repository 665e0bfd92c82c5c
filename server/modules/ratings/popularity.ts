/**
 * Explore's "most popular" order until a real ranking arrives: a listing's popularity is its
 * activity score (below `ratedBand`), lifted by `ratedBand` once it has a rating, so every rated
 * service or provider ranks above every unrated one and each group keeps its own order. Lifting
 * the stored value rather than sorting on the rating count keeps one integer sort key, so the
 * explore indexes on (popularity, id) and the keyset cursors stay as they are.
 */
export const ratedBand = 1_000_000;

/** The stored popularity for an activity score (or a stored popularity) and a rating count. */
export function rankedPopularity(popularity: number, ratingCount: number): number {
  return (popularity % ratedBand) + (ratingCount > 0 ? ratedBand : 0);
}
