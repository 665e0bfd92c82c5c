import { CircleAlert, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { PayBookingDialog, type PayBookingDialogProps } from './pay-booking-dialog.tsx';
import { PaymentOutcomePanel } from './payment-outcome-panel.tsx';

type PayableBooking = PayBookingDialogProps['booking'] & { actions: { pay: boolean } };

/** While the page asks the gateway how the payment went. */
export function PaymentChecking() {
  const { t } = useTranslation('booking');
  return (
    <div role="status" className="flex items-center gap-3 rounded-xl border border-border bg-surface p-5 text-ink">
      <Spinner className="size-5" />
      <span>{t('paymentReturn.checking')}</span>
    </div>
  );
}

/**
 * The card was refused (or the checkout given up): what to do, and "Prøv igjen" while the
 * booking can still be paid.
 */
export function PaymentFailed({ booking, heading = 'h2' }: { booking: PayableBooking; heading?: 'h1' | 'h2' }) {
  const { t } = useTranslation('booking');
  return (
    <PaymentOutcomePanel
      tone="danger"
      role="alert"
      icon={<CircleAlert />}
      titleId="payment-failed-title"
      title={t('paymentReturn.failedTitle')}
      text={t('paymentReturn.failedText')}
      heading={heading}
      testId="payment-failed"
    >
      {booking.actions.pay ? (
        <PayBookingDialog booking={booking} trigger={<Button>{t('paymentReturn.retry')}</Button>} />
      ) : (
        <p className="text-sm">{t('paymentReturn.notPayable')}</p>
      )}
    </PaymentOutcomePanel>
  );
}

/** Still open after we have waited: the message may come later; the customer may ask again or pay again. */
export function PaymentUndecided({ booking, onCheckAgain }: { booking: PayableBooking; onCheckAgain?: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <PaymentOutcomePanel
      tone="warning"
      icon={<Hourglass />}
      titleId="payment-undecided-title"
      title={t('paymentReturn.undecidedTitle')}
      text={t('paymentReturn.undecidedText')}
    >
      {onCheckAgain ? (
        <Button variant="secondary" onClick={onCheckAgain}>
          {t('paymentReturn.checkAgain')}
        </Button>
      ) : null}
      {booking.actions.pay ? <PayBookingDialog booking={booking} trigger={<Button variant="secondary">{t('paymentReturn.payAgain')}</Button>} /> : null}
    </PaymentOutcomePanel>
  );
}
