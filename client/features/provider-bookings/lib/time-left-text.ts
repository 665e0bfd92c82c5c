import type { TimeLeft } from './oslo-calendar.ts';

type Translate = (key: 'timeLeft.expired' | 'timeLeft.days' | 'timeLeft.hours', options?: Record<string, number>) => string;

/** "2 d 5 t igjen" while there is more than a day, then hours and minutes: precision grows as it matters. */
export function timeLeftText(left: TimeLeft, t: Translate): string {
  if (left.expired) return t('timeLeft.expired');
  if (left.days > 0) return t('timeLeft.days', { days: left.days, hours: left.hours });
  return t('timeLeft.hours', { hours: left.hours, minutes: left.minutes });
}
