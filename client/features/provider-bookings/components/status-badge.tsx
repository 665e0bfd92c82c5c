import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import { cn } from '../../../lib/class-names.ts';
import { kindClasses, statusKind } from '../lib/status-style.ts';

/** The booking's status in words, in the colour the calendar uses for it. */
export function StatusBadge({ status, className }: { status: BookingStatus; className?: string }) {
  const { t } = useTranslation('agentBookings');
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', kindClasses[statusKind(status)], className)}>
      {t(`status.${status}`)}
    </span>
  );
}
