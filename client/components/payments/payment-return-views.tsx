import { CircleAlert, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { PayBookingDialog, type PayBookingDialogProps } from './pay-booking-dialog.tsx';

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
  const Heading = heading;
  return (
    <section role="alert" aria-labelledby="payment-failed-title" className="flex flex-col gap-3 rounded-2xl border border-danger-50 bg-danger-50 p-5 text-danger-800 sm:p-6" data-testid="payment-failed">
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden="true" className="mt-1 size-6 shrink-0" />
        <div className="flex flex-col gap-1">
          <Heading id="payment-failed-title" className={heading === 'h1' ? 'text-2xl font-bold sm:text-3xl' : 'text-xl font-semibold'}>
            {t('paymentReturn.failedTitle')}
          </Heading>
          <p className="text-base">{t('paymentReturn.failedText')}</p>
        </div>
      </div>
      {booking.actions.pay ? (
        <div className="sm:pl-9">
          <PayBookingDialog booking={booking} trigger={<Button>{t('paymentReturn.retry')}</Button>} />
        </div>
      ) : (
        <p className="text-sm sm:pl-9">{t('paymentReturn.notPayable')}</p>
      )}
    </section>
  );
}

/** Still open after we have waited: the message may come later; the customer may ask again or pay again. */
export function PaymentUndecided({ booking, onCheckAgain }: { booking: PayableBooking; onCheckAgain?: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <section aria-labelledby="payment-undecided-title" className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-warning-50 p-5 text-warning-700 sm:p-6">
      <div className="flex items-start gap-3">
        <Hourglass aria-hidden="true" className="mt-1 size-6 shrink-0" />
        <div className="flex flex-col gap-1">
          <h2 id="payment-undecided-title" className="text-xl font-semibold">
            {t('paymentReturn.undecidedTitle')}
          </h2>
          <p className="text-base">{t('paymentReturn.undecidedText')}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3 sm:pl-9">
        {onCheckAgain ? (
          <Button variant="secondary" onClick={onCheckAgain}>
            {t('paymentReturn.checkAgain')}
          </Button>
        ) : null}
        {booking.actions.pay ? <PayBookingDialog booking={booking} trigger={<Button variant="secondary">{t('paymentReturn.payAgain')}</Button>} /> : null}
      </div>
    </section>
  );
}
