import { Link } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import type { BookingSubscription } from '#shared/subscriptions/booking-subscription.schema.ts';
import { accountBookingPath } from '#shared/routing/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const tones = { paid: 'success', unpaid: 'warning', skipped: 'neutral' } as const;

/** Spec §2 customer bookings "deliveries list": a subscription's visits so far, newest first, each with what became of it. */
export function SubscriptionDeliveries({ deliveries }: { deliveries: BookingSubscription['deliveries'] }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  return (
    <ul className="flex flex-col divide-y divide-border">
      {deliveries.map((delivery) => {
        const startsAt = new Date(delivery.startsAt);
        const when = `${formatDate(startsAt, language)} ${formatTime(startsAt, language)}`;
        return (
          <li key={delivery.startsAt} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
            {delivery.bookingId && delivery.state === 'paid' ? (
              <Link to={accountBookingPath(delivery.bookingId)} className="font-medium text-ink underline-offset-2 hover:underline">
                {when}
              </Link>
            ) : (
              <span className="font-medium text-ink">{when}</span>
            )}
            <Badge tone={tones[delivery.state]}>{t(`detail.subscription.states.${delivery.state}`)}</Badge>
          </li>
        );
      })}
    </ul>
  );
}
