/** How often a recurring cleaning comes (spec §9): weekly, every other week, every 4th week. */
export const subscriptionFrequencies = ['weekly', 'every_two_weeks', 'every_four_weeks'] as const;
export type SubscriptionFrequency = (typeof subscriptionFrequencies)[number];

/** Weeks between two visits. */
export const frequencyWeeks: Record<SubscriptionFrequency, number> = { weekly: 1, every_two_weeks: 2, every_four_weeks: 4 };

/** Visits in an average month (52, 26 or 13 a year over 12 months), for "what a month costs". */
export function visitsPerMonth(frequency: SubscriptionFrequency): number {
  return 52 / frequencyWeeks[frequency] / 12;
}
