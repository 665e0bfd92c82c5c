import { lazy } from 'react';
import { HydrationChunk } from '../../../components/layout/hydration-chunk.tsx';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { withLaterTexts } from '../../../lib/i18n.ts';
import { useMinuteClock } from '../../../lib/use-minute-clock.ts';
import { useAwaitingPayment } from '../api/get-awaiting-payment.ts';
import { paymentAlerts } from '../lib/payment-alerts.ts';

// Only a signed-in customer with a request waiting for payment sees the box: its code and its
// deadline texts (the bookings texts) come when it is shown, not with every visitor's front page.
const PaymentAlertBox = lazy(withLaterTexts(() => import('./payment-alert-box.tsx').then((module) => ({ default: module.PaymentAlertBox }))));

/**
 * Spec §2: the front page tells a signed-in customer that providers accepted their requests and
 * wait for payment. Nothing is asked for, and nothing shown, for anyone signed out.
 */
export function PaymentAlerts({ signedIn }: { signedIn: boolean }) {
  const { data } = useAwaitingPayment(signedIn);
  const now = useMinuteClock();
  if (!signedIn || !data) return null;
  const alerts = paymentAlerts(data.data, now, data.next !== null);
  if (alerts.shown.length === 0) return null;
  return (
    <PageContainer className="py-4 sm:py-6">
      <HydrationChunk>
        <PaymentAlertBox bookings={alerts.shown} more={alerts.more} moreBeyond={alerts.moreBeyond} />
      </HydrationChunk>
    </PageContainer>
  );
}
