import { Link } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { accountRequestPath } from '#shared/routing/paths.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { CustomerBooking } from '../api/booking-types.ts';

/**
 * Why a booking ended early: the provider's reason for declining, or who called it off (the
 * customer "avbestilte", the provider or customer service "avlyste") and what it cost. Or, while
 * it stands, that its provider dropped out and a replacement is being found at the same price.
 */
export function BookingOutcome({ booking }: { booking: CustomerBooking }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  if (booking.status === 'confirmed' && booking.replacementPending) {
    return (
      <Notice tone="warning" title={t('detail.replacement.title')}>
        <p>{t('detail.replacement.text')}</p>
        {booking.replacementRequestId ? (
          <Link to={accountRequestPath(booking.replacementRequestId)} className="font-medium text-primary-700 underline">
            {t('detail.replacement.offers')}
          </Link>
        ) : null}
      </Notice>
    );
  }
  if (booking.status === 'request_denied') {
    return (
      <Notice tone="warning" title={t('detail.declined.title')}>
        {booking.declineReasonKey === 'provider_unavailable' ? <p>{t('detail.declined.providerUnavailable')}</p> : null}
        {booking.declineReason ? <p>{t('detail.declined.reason', { reason: booking.declineReason })}</p> : null}
      </Notice>
    );
  }
  if (booking.status === 'expired') return <Notice tone="warning">{t('detail.expired')}</Notice>;
  if (booking.status !== 'cancelled') return null;
  return (
    <Notice tone="warning" title={booking.whoCancelled ? t(`detail.cancelled.titleBy.${booking.whoCancelled}`) : t('detail.cancelled.title')}>
      <div className="flex flex-col gap-1">
        {booking.cancellationReason ? <p>{t('detail.cancelled.reason', { reason: t(`reason.${booking.cancellationReason}`) })}</p> : null}
        {booking.cancellationNote ? <p>{t('detail.cancelled.note', { note: booking.cancellationNote })}</p> : null}
        {booking.cancellationFeeOre !== null ? <p>{t('detail.cancelled.fee', { fee: formatMoney(booking.cancellationFeeOre, language) })}</p> : null}
        {booking.refund === true ? <p>{t('detail.cancelled.refunded')}</p> : null}
        {booking.refund === false ? <p>{t('detail.cancelled.notRefunded')}</p> : null}
      </div>
    </Notice>
  );
}
