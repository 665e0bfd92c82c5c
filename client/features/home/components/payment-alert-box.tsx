import { useId } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { accountBookingPath, paths } from '#shared/routing/paths.ts';
import { PaymentDeadline } from '../../../components/bookings/booking-deadline.tsx';
import type { BookingListItemView } from '../../../components/bookings/use-booking.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** The accepted requests waiting for payment, each with its deadline and a way to pay. */
export function PaymentAlertBox({ bookings, more, moreBeyond }: { bookings: BookingListItemView[]; more: number; moreBeyond: boolean }) {
  const { t } = useTranslation('home');
  const titleId = useId();
  return (
    // A status, not an alert: it is news the customer should act on, not an error to interrupt them.
    <div role="status" aria-labelledby={titleId} className="flex gap-3 rounded-xl border border-sand-200 bg-warning-50 p-4 sm:gap-4 sm:p-5">
      <CreditCard aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-warning-700" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <p id={titleId} className="text-lg font-semibold text-ink">
          {t('paymentAlert.title', { count: bookings.length + more })}
        </p>
        <ul className="flex flex-col divide-y divide-sand-200">
          {bookings.map((booking) => (
            <PaymentAlertItem key={booking.id} booking={booking} />
          ))}
        </ul>
        {more > 0 || moreBeyond ? (
          <Link to={paths.accountBookings} className="w-fit font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-800">
            {moreBeyond ? t('paymentAlert.seeAll') : t('paymentAlert.more', { count: more })}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

function PaymentAlertItem({ booking }: { booking: BookingListItemView }) {
  const { t } = useTranslation('home');
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1 text-ink-soft">
        <p className="font-medium text-ink">{t('paymentAlert.accepted', { service: booking.serviceTitle, provider: booking.otherPartyName })}</p>
        {booking.paymentDueBy ? (
          <div>
            <PaymentDeadline dueBy={booking.paymentDueBy} className="inline" />
            {t('paymentAlert.orExpires')}
          </div>
        ) : null}
      </div>
      {/* Several of these may stand together; the name says which booking each one pays. */}
      <Link
        to={accountBookingPath(booking.id)}
        aria-label={t('paymentAlert.payFor', { service: booking.serviceTitle })}
        className={buttonClasses('primary', 'sm', 'w-fit shrink-0')}
      >
        {t('paymentAlert.pay')}
      </Link>
    </li>
  );
}
