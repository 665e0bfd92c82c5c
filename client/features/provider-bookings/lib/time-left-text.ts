import type { TFunction } from 'i18next';
import type { TimeLeft } from '../../../components/bookings/time-left.ts';

/** "2 d 5 t igjen" while there is more than a day, then hours and minutes: precision grows as it matters. */
export function timeLeftText(left: TimeLeft, t: TFunction<'agentBookings'>): string {
  if (left === 'passed') return t('timeLeft.expired');
  if (left.days > 0) return t('timeLeft.days', { days: left.days, hours: left.hours });
  return t('timeLeft.hours', { hours: left.hours, minutes: left.minutes });
}
