import type { BookingStatus, CancelledBy } from '#shared/bookings/booking-status.ts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../ui/badge.tsx';

type Tone = 'neutral' | 'primary' | 'warning' | 'success' | 'danger';

/**
 * Waiting on someone is a warning, a booking that will happen is good news, one that took place is
 * done (green), and one that ended without taking place (cancelled, declined, expired) is red, so
 * "Utført" and "Avbestilt" never look alike in the archive.
 */
export const statusTones: Record<BookingStatus, Tone> = {
  hold: 'warning',
  awaiting_provider: 'warning',
  awaiting_payment: 'warning',
  confirmed: 'primary',
  paused: 'neutral',
  done: 'success',
  cancelled: 'danger',
  request_denied: 'danger',
  expired: 'danger',
};

/**
 * A booking's status in words ("Venter på svar"); the same for customers and providers. Given
 * who called a cancelled booking off, it says so in the glossary's words: the customer
 * "avbestilt", the provider or customer service "avlyst".
 */
export function BookingStatusBadge({ status, whoCancelled, className }: { status: BookingStatus; whoCancelled?: CancelledBy | null; className?: string }) {
  const { t } = useTranslation('bookings');
  return (
    <Badge tone={statusTones[status]} className={className}>
      {status === 'cancelled' && whoCancelled ? t(`statusCancelled.${whoCancelled}`) : t(`status.${status}`)}
    </Badge>
  );
}
