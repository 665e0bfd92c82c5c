import { useTranslation } from 'react-i18next';
import { cancellationOutlook, type CancellationPolicy } from '#shared/bookings/cancellation-policy.ts';
import { formatDate } from '../../lib/format/date.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { formatTime } from '../../lib/format/time.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useMinuteClock } from '../../lib/use-minute-clock.ts';
import { Notice } from '../ui/notice.tsx';
import { timeLeft, timeLeftText } from './time-left.ts';

/**
 * Before the customer confirms a booking or pays for one, and on a confirmed booking: until when
 * cancelling will be free and how long that is from now, or plainly that the free window has
 * already passed and what cancelling would cost. Computed by the same function as the fee the server charges.
 */
export function CancellationOutlookNote({
  policy,
  priceOre,
  startsAt,
  confirmedLater = false,
  confirmed = false,
}: {
  policy: CancellationPolicy;
  priceOre: number;
  startsAt: Date;
  /** A request: it is confirmed only once the provider accepts and the customer pays. */
  confirmedLater?: boolean;
  /** Already paid and confirmed: cancelling now costs the fee. */
  confirmed?: boolean;
}) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const now = useMinuteClock();
  if (startsAt.getTime() <= now.getTime()) return null;
  const outlook = cancellationOutlook({ policy, priceOre, startsAt, now });
  const when = { date: formatDate(outlook.freeUntil, language), time: formatTime(outlook.freeUntil, language) };
  const left = timeLeft(outlook.freeUntil, now);
  return (
    <Notice tone={outlook.windowPassed ? 'warning' : 'info'} title={outlook.windowPassed ? t('outlook.passedTitle') : t('outlook.freeTitle')}>
      <p data-testid="cancellation-outlook">
        {outlook.windowPassed || left === 'passed'
          ? t(confirmed ? 'outlook.passedConfirmed' : 'outlook.passed', { ...when, fee: formatMoney(outlook.feeOre, language), percent: outlook.percent })
          : t('outlook.free', { ...when, left: timeLeftText(left, t) })}
      </p>
      {confirmedLater ? <p>{t('outlook.beforeConfirmation')}</p> : null}
    </Notice>
  );
}
