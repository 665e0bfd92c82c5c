import type { CancellationPolicy } from '#shared/bookings/cancellation-policy.ts';

/**
 * The lines that explain a policy in words (spec §9), as keys of the `bookings` namespace. The
 * numbers in them mirror `cancellationBands` in shared/bookings/cancellation-policy.ts.
 */
export const policyLineKeys = {
  simple: ['detail.policy.simple.free', 'detail.policy.simple.late'],
  strict: ['detail.policy.strict.free', 'detail.policy.strict.middle', 'detail.policy.strict.late'],
} as const satisfies Record<CancellationPolicy, readonly string[]>;
