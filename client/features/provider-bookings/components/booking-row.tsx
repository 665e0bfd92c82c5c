import { Link } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { ProviderBookingItem } from '../api/provider-bookings.ts';
import { bookingPath } from '../lib/booking-paths.ts';
import { StatusBadge } from './status-badge.tsx';
import { TimeLeft } from './time-left.tsx';

/** One booking in a list: what, who, when, and for a request the time left to answer. */
export function BookingRow({ booking }: { booking: ProviderBookingItem }) {
  const { t } = useTranslation('agentBookings');
  const language = useLanguage();
  const when = `${formatDate(booking.startsAt, language)} ${formatTime(booking.startsAt, language)}–${formatTime(booking.endsAt, language)}`;
  return (
    <li className="relative flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 focus-within:outline-3 focus-within:outline-primary-500 hover:border-primary-300 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-semibold text-ink">
          {/* The whole card is the link's target; the heading keeps its name short for a list of links. */}
          <Link to={bookingPath(booking.id)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {booking.serviceTitle}
          </Link>
        </h3>
        <p className="text-sm text-ink-soft">
          {booking.otherPartyName || t('deletedCustomer')} · <time dateTime={booking.startsAt.toISOString()}>{when}</time>
        </p>
        <p className="text-xs text-ink-muted">{t('list.orderNumber', { number: booking.orderNumber })}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
        <StatusBadge status={booking.status} />
        {booking.status === 'awaiting_provider' && booking.providerAnswerBy ? <TimeLeft deadline={booking.providerAnswerBy} /> : null}
        <span className="text-sm font-semibold text-ink">{formatMoney(booking.priceOre, language)}</span>
      </div>
    </li>
  );
}
