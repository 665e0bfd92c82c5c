import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/class-names.ts';
import { isUrgent, timeLeft } from '../../../components/bookings/time-left.ts';
import { useMinuteClock } from '../../../lib/use-minute-clock.ts';
import { timeLeftText } from '../lib/time-left-text.ts';

/** Time left to answer a request; red under 24 hours (spec: answer within 72 hours). */
export function TimeLeft({ deadline, className }: { deadline: Date; className?: string }) {
  const { t } = useTranslation('agentBookings');
  const now = useMinuteClock();
  const left = timeLeft(deadline, now);
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm font-semibold', isUrgent(left) ? 'text-danger-700' : 'text-warning-700', className)}>
      <Clock aria-hidden="true" className="size-4" />
      <span>
        <span className="sr-only">{t('timeLeft.label')} </span>
        {timeLeftText(left, t)}
      </span>
    </span>
  );
}
