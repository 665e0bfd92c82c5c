import { describe, expect, it } from 'vitest';
import { bayesianStars, hasRotationTurn, isNewProvider, popularityOf, type RankingInput, ranking } from './ranking.ts';

const now = new Date('2026-12-01T12:00:00Z');
const longAgo = new Date('2024-01-01T00:00:00Z');
const input = (fields: Partial<RankingInput>): RankingInput => ({
  id: '00000000-0000-4000-8000-000000000001',
  ratingAverage: null,
  ratingCount: 0,
  averageResponseTimeSec: null,
  recentDoneBookings: 0,
  approvedAt: longAgo,
  providerRatingCount: 0,
  ...fields,
});
const ids = Array.from({ length: 300 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);

describe('the ranking', () => {
  it('weighs stars by their count: fifty 4.8s beat one 5, which beats none, which beats one 1', () => {
    expect(bayesianStars(4.8, 50)).toBeCloseTo(4.727, 3);
    expect(bayesianStars(5, 1)).toBeCloseTo(4.167, 3);
    expect(bayesianStars(null, 0)).toBe(ranking.priorStars);
    const order = [input({ ratingAverage: 5, ratingCount: 1 }), input({ ratingAverage: 1, ratingCount: 1 }), input({ ratingAverage: 4.8, ratingCount: 50, providerRatingCount: 50 }), input({})]
      .map((listing) => popularityOf(listing, now));
    expect([...order].sort((a, b) => b - a)).toEqual([order[2], order[0], order[3], order[1]]);
  });

  it('rewards a quick answer and recent bookings, each bounded', () => {
    const base = popularityOf(input({ ratingAverage: 4.5, ratingCount: 10 }), now);
    const quick = popularityOf(input({ ratingAverage: 4.5, ratingCount: 10, averageResponseTimeSec: 600 }), now);
    const slow = popularityOf(input({ ratingAverage: 4.5, ratingCount: 10, averageResponseTimeSec: 3 * 86_400 }), now);
    expect(quick).toBeGreaterThan(base);
    expect(slow).toBeLessThan(base);
    const busy = popularityOf(input({ recentDoneBookings: 20 }), now);
    expect(popularityOf(input({ recentDoneBookings: 5000 }), now)).toBe(busy);
    expect(busy - popularityOf(input({}), now)).toBe(ranking.weights.activity * ranking.scale);
  });

  it('is an integer in millionths, the same on every call for the same figures and day', () => {
    const listing = input({ ratingAverage: 4.37, ratingCount: 7, averageResponseTimeSec: 5400, recentDoneBookings: 3 });
    expect(Number.isInteger(popularityOf(listing, now))).toBe(true);
    expect(popularityOf(listing, now)).toBe(popularityOf(listing, new Date('2026-12-01T22:59:59Z')));
  });

  it('lets new providers take turns at a bounded lift: about one in three each day, none of them every day', () => {
    const approvedAt = new Date('2026-11-15T00:00:00Z');
    expect(isNewProvider({ approvedAt, providerRatingCount: 2 }, now)).toBe(true);
    expect(isNewProvider({ approvedAt, providerRatingCount: 3 }, now)).toBe(false);
    expect(isNewProvider({ approvedAt: new Date('2026-10-01T00:00:00Z'), providerRatingCount: 0 }, now)).toBe(false);
    expect(isNewProvider({ approvedAt: null, providerRatingCount: 0 }, now)).toBe(false);

    const days = Array.from({ length: 30 }, (_, index) => new Date(now.getTime() + index * 86_400_000));
    const turnsPerDay = days.map((day) => ids.filter((id) => hasRotationTurn(id, day)).length);
    for (const turns of turnsPerDay) {
      expect(turns / ids.length).toBeGreaterThan(0.2);
      expect(turns / ids.length).toBeLessThan(0.46);
    }
    const turnsPerProvider = ids.map((id) => days.filter((day) => hasRotationTurn(id, day)).length);
    expect(Math.max(...turnsPerProvider)).toBeLessThan(30);
    expect(Math.min(...turnsPerProvider)).toBeGreaterThan(0);

    const fresh = ids.map((id) => input({ id, approvedAt }));
    const lifted = fresh.filter((listing) => hasRotationTurn(listing.id, now));
    const waiting = fresh.filter((listing) => !hasRotationTurn(listing.id, now));
    expect(popularityOf(lifted[0]!, now) - popularityOf(waiting[0]!, now)).toBe(ranking.rotationLift * ranking.scale);
    // The lift cannot carry an unrated newcomer past a provider with many good ratings and quick answers.
    const established = input({ ratingAverage: 4.9, ratingCount: 40, providerRatingCount: 40, averageResponseTimeSec: 900, recentDoneBookings: 10 });
    expect(popularityOf(lifted[0]!, now)).toBeLessThan(popularityOf(established, now));
  });

  it('turns with the Oslo date, not the UTC one', () => {
    const first = new Date('2026-12-01T12:00:00Z');
    const second = new Date('2026-12-02T12:00:00Z');
    const id = ids.find((candidate) => hasRotationTurn(candidate, first) !== hasRotationTurn(candidate, second))!;
    // 22:30 UTC is 23:30 in Oslo, still the 1st; 23:30 UTC is 00:30 on the 2nd there.
    expect(hasRotationTurn(id, new Date('2026-12-01T22:30:00Z'))).toBe(hasRotationTurn(id, first));
    expect(hasRotationTurn(id, new Date('2026-12-01T23:30:00Z'))).toBe(hasRotationTurn(id, second));
  });
});
