import type { CSSProperties } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/class-names.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { ProviderBookingItem } from '../api/provider-bookings.ts';
import { bookingPath } from '../lib/booking-paths.ts';
import { kindClasses, statusKind } from '../lib/status-style.ts';

/** What a screen reader says for a booking in the calendar: time, service (a subscription visit as a recurring cleaning), customer and status. */
export function useEntryLabel(): (booking: ProviderBookingItem) => string {
  const { t } = useTranslation('agentBookings');
  const language = useLanguage();
  return (booking) =>
    t(booking.subscriptionId ? 'calendar.entryRecurring' : 'calendar.entry', {
      from: formatTime(booking.startsAt, language),
      to: formatTime(booking.endsAt, language),
      service: booking.serviceTitle,
      customer: booking.otherPartyName || t('deletedCustomer'),
      status: t(`status.${booking.status}`),
    });
}

type EntryProps = { booking: ProviderBookingItem; compact?: boolean; className?: string; style?: CSSProperties };

/** One booking as a link in the calendar, coloured by status; its full description is its name. */
export function CalendarEntry({ booking, compact = false, className, style }: EntryProps) {
  const { t } = useTranslation('agentBookings');
  const language = useLanguage();
  const label = useEntryLabel()(booking);
  return (
    <Link
      to={bookingPath(booking.id)}
      style={style}
      className={cn(
        'block overflow-hidden rounded-md px-1.5 py-1 text-left text-xs leading-tight hover:brightness-95',
        'focus-visible:z-10 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-primary-500',
        kindClasses[statusKind(booking.status)],
        className,
      )}
    >
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="flex flex-col">
        <span className="flex items-center gap-1 font-semibold">
          {formatTime(booking.startsAt, language)}
          {booking.subscriptionId ? (
            <span className="inline-flex items-center gap-0.5 rounded-sm bg-white/70 px-1 font-medium" data-testid="calendar-recurring">
              <Repeat className="size-3 shrink-0" />
              <span className={cn(compact && 'hidden md:inline')}>{t('calendar.recurring')}</span>
            </span>
          ) : null}
        </span>
        <span className={cn('truncate', compact && 'hidden md:block')}>{booking.serviceTitle}</span>
        {compact ? null : <span className="truncate">{booking.otherPartyName || t('deletedCustomer')}</span>}
      </span>
    </Link>
  );
}
