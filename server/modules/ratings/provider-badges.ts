/**
 * The profile's badges follow written rules (docs/ranking.md), never a hand-set flag. Both are
 * decided from the provider's own figures each time they are counted again.
 *
 * - Recommended: at least 10 visible ratings averaging 4.7 or more, an acceptance rate of 80 % or
 *   more and a cancel rate of 5 % or less (both known, not new), and ID verified.
 * - Satisfaction guarantee (the marketplace's 100 % guarantee, spec §9): ID verified, a cancel rate
 *   of 10 % or less (or too new to have one), and an average of 4.0 or more once there are 3
 *   ratings or more.
 */
export const badgeRules = {
  recommended: { minRatings: 10, minAverage: 4.7, minAcceptance: 0.8, maxCancelRate: 0.05 },
  guarantee: { maxCancelRate: 0.1, minAverage: 4.0, ratingsBeforeAverage: 3 },
} as const;

export interface BadgeInput {
  ratingAverage: number | null;
  ratingCount: number;
  acceptanceRate: number | null;
  cancelRate: number | null;
  idVerified: boolean;
}

export function isRecommended(input: BadgeInput): boolean {
  const rule = badgeRules.recommended;
  return (
    input.idVerified &&
    input.ratingCount >= rule.minRatings &&
    (input.ratingAverage ?? 0) >= rule.minAverage &&
    input.acceptanceRate !== null &&
    input.acceptanceRate >= rule.minAcceptance &&
    input.cancelRate !== null &&
    input.cancelRate <= rule.maxCancelRate
  );
}

export function hasSatisfactionGuarantee(input: BadgeInput): boolean {
  const rule = badgeRules.guarantee;
  if (!input.idVerified) return false;
  if (input.cancelRate !== null && input.cancelRate > rule.maxCancelRate) return false;
  return input.ratingCount < rule.ratingsBeforeAverage || (input.ratingAverage ?? 0) >= rule.minAverage;
}
