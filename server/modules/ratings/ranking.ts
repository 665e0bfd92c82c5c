import { osloDay } from '#shared/explore/date-span.ts';

/**
 * Explore's "most popular" order (docs/ranking.md has the formula with worked examples). A
 * listing's score in 0..1 is
 *
 *   0.6 · rating + 0.2 · response + 0.2 · activity (+ 0.1 on a new provider's turn)
 *
 * - rating: the Bayesian average of the stars, (m·C + Σ stars) / (m + n) with C = 4.0 and m = 5,
 *   mapped from 1..5 to 0..1, so one 5-star rating (4.17) does not beat fifty 4.8s (4.73) and an
 *   unrated listing starts at the prior;
 * - response: 1 / (1 + t / 4 h) of the provider's average response time t, 0.5 while unknown;
 * - activity: bookings done in the last 90 days, log-scaled and full at 20;
 * - a new provider (approved under 60 days ago, fewer than 3 ratings) is lifted by 0.1 on one
 *   day in three, its own days picked by a hash of its id and the Oslo date, so new providers
 *   take turns near the top without any of them staying there.
 *
 * The stored popularity is the score in millionths: one integer sort key, so explore's indexes on
 * (popularity, id) and its keyset cursors stay as they are and a page order only changes when the
 * figures do or the day turns.
 */
export const ranking = {
  priorStars: 4.0,
  priorWeight: 5,
  responseHalfSec: 4 * 3600,
  activityFullAt: 20,
  activityDays: 90,
  newProviderDays: 60,
  newProviderRatings: 3,
  rotationEvery: 3,
  rotationLift: 0.1,
  weights: { rating: 0.6, response: 0.2, activity: 0.2 },
  scale: 1_000_000,
} as const;

export interface RankingInput {
  id: string;
  ratingAverage: number | null;
  ratingCount: number;
  averageResponseTimeSec: number | null;
  recentDoneBookings: number;
  /** The provider's approval; null for one not approved. */
  approvedAt: Date | null;
  /** The provider's rating count, which decides whether it is still new (a service's own count may be lower). */
  providerRatingCount: number;
}

/** The stars weighted towards the prior: what a listing's rating says once its count is taken into account. */
export function bayesianStars(average: number | null, count: number): number {
  const sum = (average ?? 0) * count;
  return (ranking.priorWeight * ranking.priorStars + sum) / (ranking.priorWeight + count);
}

/** FNV-1a, enough to spread ids over the rotation days evenly and the same on every run. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** Whether a provider is new enough to take turns at the lift. */
export function isNewProvider(input: Pick<RankingInput, 'approvedAt' | 'providerRatingCount'>, now: Date): boolean {
  if (!input.approvedAt) return false;
  return now.getTime() - input.approvedAt.getTime() < ranking.newProviderDays * 86_400_000 && input.providerRatingCount < ranking.newProviderRatings;
}

/** Whether today (in Oslo) is one of this new provider's days at the lift. */
export function hasRotationTurn(providerId: string, now: Date): boolean {
  return hash(`${providerId}:${osloDay(now)}`) % ranking.rotationEvery === 0;
}

/** The score in 0..1 (1.1 at most with the lift). */
export function rankingScore(input: RankingInput & { providerId?: string }, now: Date): number {
  const rating = (bayesianStars(input.ratingAverage, input.ratingCount) - 1) / 4;
  const response = input.averageResponseTimeSec === null ? 0.5 : 1 / (1 + input.averageResponseTimeSec / ranking.responseHalfSec);
  const activity = Math.min(1, Math.log1p(Math.max(0, input.recentDoneBookings)) / Math.log1p(ranking.activityFullAt));
  const { weights } = ranking;
  const lift = isNewProvider(input, now) && hasRotationTurn(input.providerId ?? input.id, now) ? ranking.rotationLift : 0;
  return weights.rating * rating + weights.response * response + weights.activity * activity + lift;
}

/** The stored popularity: the score in millionths. */
export function popularityOf(input: RankingInput & { providerId?: string }, now: Date): number {
  return Math.round(rankingScore(input, now) * ranking.scale);
}
