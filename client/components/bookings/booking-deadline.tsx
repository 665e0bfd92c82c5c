import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format/date.ts';
import { formatTime } from '../../lib/format/time.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useMinuteClock } from '../../lib/use-minute-clock.ts';
import { timeLeft, timeLeftText } from './time-left.ts';

/** "Leverandøren har 2 dager og 5 timer på å svare" while a request waits (72 hours in all). */
export function ProviderAnswerDeadline({ answerBy, className }: { answerBy: Date; className?: string }) {
  const { t } = useTranslation('bookings');
  const left = timeLeft(answerBy, useMinuteClock());
  return (
    <p className={className}>
      {left === 'passed' ? t('deadline.providerAnswerPassed') : t('deadline.providerAnswer', { left: timeLeftText(left, t) })}
    </p>
  );
}

/** "Betal innen lør. 21. nov. kl. 14:30" for an accepted request the customer has yet to pay. */
export function PaymentDeadline({ dueBy, className }: { dueBy: Date; className?: string }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const passed = timeLeft(dueBy, useMinuteClock()) === 'passed';
  return (
    <p className={className}>
      {passed ? t('deadline.paymentPassed') : t('deadline.payBy', { date: formatDate(dueBy, language), time: formatTime(dueBy, language) })}
    </p>
  );
}
