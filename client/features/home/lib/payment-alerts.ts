/** The front page names at most this many accepted requests; the rest are a link to the bookings. */
export const maxPaymentAlerts = 3;

type Payable = { paymentDueBy: Date | null };

export type PaymentAlertList<T> = {
  shown: T[];
  /** How many more wait beyond those shown. */
  more: number;
  /** The server has further pages, so `more` is a lower bound. */
  moreBeyond: boolean;
};

/**
 * Which accepted requests the front page names (spec §2): those the customer can still pay, in
 * the server's order (soonest start first). One whose deadline has passed is left out: the expiry
 * job may not have run yet, but it can no longer be paid.
 */
export function paymentAlerts<T extends Payable>(items: readonly T[], now: Date, hasNextPage = false): PaymentAlertList<T> {
  const payable = items.filter((item) => item.paymentDueBy !== null && item.paymentDueBy.getTime() > now.getTime());
  return { shown: payable.slice(0, maxPaymentAlerts), more: Math.max(0, payable.length - maxPaymentAlerts), moreBeyond: hasNextPage };
}
