import { useEffect, useState } from 'react';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/class-names.ts';
import { timeLeft } from '../lib/oslo-calendar.ts';
import { timeLeftText } from '../lib/time-left-text.ts';

/** The clock read once a minute, enough for a deadline shown in minutes. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Time left to answer a request; red under 24 hours (spec: answer within 72 hours). */
export function TimeLeft({ deadline, className }: { deadline: Date; className?: string }) {
  const { t } = useTranslation('agentBookings');
  const now = useMinuteClock();
  const left = timeLeft(deadline, now);
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm font-semibold', left.urgent ? 'text-danger-700' : 'text-warning-700', className)}>
      <Clock aria-hidden="true" className="size-4" />
      <span>
        <span className="sr-only">{t('timeLeft.label')} </span>
        {timeLeftText(left, t)}
      </span>
    </span>
  );
}
