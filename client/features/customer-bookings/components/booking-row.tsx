import { Link } from '../../../lib/navigation.tsx';
import { CalendarDays, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import { accountBookingPath, accountSubscriptionPath } from '#shared/routing/paths.ts';
import { PaymentDeadline, ProviderAnswerDeadline } from '../../../components/bookings/booking-deadline.tsx';
import { BookingStatusBadge } from '../../../components/bookings/booking-status-badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { CustomerBookingRow } from '../api/booking-types.ts';
import { useWhenText } from '../lib/use-booking-text.ts';

/** Bookings that are over without taking place: what was paid and given back, not the price, is what counts. */
const endedStatuses: ReadonlySet<BookingStatus> = new Set(['cancelled', 'request_denied', 'expired']);

/** One booking in a tab; the whole card opens its details, and a subscription's visit links to its subscription. */
export function BookingRow({ booking }: { booking: CustomerBookingRow }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const when = useWhenText();
  return (
    <Card interactive className="relative flex flex-col gap-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">
          <Link
            to={accountBookingPath(booking.id)}
            className="rounded-sm after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-3 focus-visible:outline-primary-500"
          >
            {booking.serviceTitle}
          </Link>
        </h2>
        <BookingStatusBadge status={booking.status} />
      </div>
      <p className="text-base text-ink-soft">{t('list.provider', { name: booking.otherPartyName })}</p>
      {booking.subscriptionId ? (
        <Link
          to={accountSubscriptionPath(booking.subscriptionId)}
          aria-label={t('list.recurringLink')}
          className="relative z-10 inline-flex min-h-6 items-center gap-1 self-start rounded-full bg-primary-50 px-2 text-sm font-medium text-primary-700 hover:underline focus-visible:outline-3 focus-visible:outline-primary-500"
        >
          <Repeat aria-hidden="true" className="size-3.5" />
          {t('list.recurring')}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2 text-base text-ink">
        <span className="inline-flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 text-ink-muted" />
          {when(booking)}
        </span>
        {endedStatuses.has(booking.status) ? (
          <span className="font-semibold" data-testid="booking-money">
            {booking.chargedOre === 0
              ? t('list.money.notCharged')
              : t(booking.refundedOre > 0 ? 'list.money.paidRefunded' : 'list.money.paid', {
                  charged: formatMoney(booking.chargedOre, language),
                  refunded: formatMoney(booking.refundedOre, language),
                })}
          </span>
        ) : (
          <span className="font-semibold">
            <span className="sr-only">{t('list.price')}: </span>
            {formatMoney(booking.priceOre, language)}
          </span>
        )}
      </div>
      {booking.status === 'awaiting_provider' && booking.providerAnswerBy ? (
        <ProviderAnswerDeadline answerBy={booking.providerAnswerBy} className="text-sm font-medium text-warning-700" />
      ) : null}
      {booking.status === 'awaiting_payment' && booking.paymentDueBy ? (
        <PaymentDeadline dueBy={booking.paymentDueBy} className="text-sm font-medium text-warning-700" />
      ) : null}
    </Card>
  );
}
