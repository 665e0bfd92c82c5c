/**
 * How long a deletion request waits before the personal data is erased: the person may change
 * their mind, and a booking or payment that was on its way when they asked has time to settle.
 */
export const deletionGraceDays = 30;
export const deletionGraceMs = deletionGraceDays * 24 * 3_600_000;

/** When a deletion requested at `requestedAt` is carried out. */
export function erasureDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + deletionGraceMs);
}

/**
 * What keeps an account from being deleted now (all zero means nothing): the person settles these
 * first, because a marketplace cannot erase someone a provider is coming to, or who owes or is
 * owed money.
 */
export type DeletionObstacles = {
  /** Bookings as customer that are waiting for an answer or payment, or confirmed and not yet over. */
  openBookings: number;
  /** The same as provider, for a provider the person owns. */
  providerBookings: number;
  /** Invoices not yet paid. */
  openInvoices: number;
  /** Card payments the gateway is still processing. */
  paymentsInProgress: number;
  /** Gift cards bought and paid but not yet e-mailed to their recipient. */
  giftCardsToDeliver: number;
  /** Money on the account balance (øre), which support pays out. */
  balanceOre: number;
};

export function hasObstacles(obstacles: DeletionObstacles): boolean {
  return Object.values(obstacles).some((value) => value > 0);
}
