import { describe, expect, it } from 'vitest';
import { type BadgeInput, hasSatisfactionGuarantee, isRecommended } from './provider-badges.ts';

const strong: BadgeInput = { ratingAverage: 4.8, ratingCount: 12, acceptanceRate: 0.9, cancelRate: 0.02, idVerified: true };

describe('recommended', () => {
  it('needs every rule at once', () => {
    expect(isRecommended(strong)).toBe(true);
    expect(isRecommended({ ...strong, ratingCount: 9 })).toBe(false);
    expect(isRecommended({ ...strong, ratingAverage: 4.69 })).toBe(false);
    expect(isRecommended({ ...strong, ratingAverage: 4.7, acceptanceRate: 0.8, cancelRate: 0.05, ratingCount: 10 })).toBe(true);
    expect(isRecommended({ ...strong, acceptanceRate: 0.79 })).toBe(false);
    expect(isRecommended({ ...strong, acceptanceRate: null })).toBe(false);
    expect(isRecommended({ ...strong, cancelRate: 0.0501 })).toBe(false);
    expect(isRecommended({ ...strong, cancelRate: null })).toBe(false);
    expect(isRecommended({ ...strong, idVerified: false })).toBe(false);
  });
});

describe('satisfaction guarantee', () => {
  it('covers an ID-verified provider who keeps bookings and whose ratings hold up', () => {
    expect(hasSatisfactionGuarantee(strong)).toBe(true);
    expect(hasSatisfactionGuarantee({ ratingAverage: null, ratingCount: 0, acceptanceRate: null, cancelRate: null, idVerified: true })).toBe(true);
    expect(hasSatisfactionGuarantee({ ...strong, idVerified: false })).toBe(false);
    expect(hasSatisfactionGuarantee({ ...strong, cancelRate: 0.11 })).toBe(false);
    expect(hasSatisfactionGuarantee({ ...strong, ratingAverage: 3.9, ratingCount: 3 })).toBe(false);
    expect(hasSatisfactionGuarantee({ ...strong, ratingAverage: 2, ratingCount: 2 })).toBe(true);
  });
});
