import type { TFunction } from 'i18next';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

type Translate = TFunction<'bookings'>;

export type TimeLeft = { days: number; hours: number; minutes: number } | 'passed';

/** Under a day left is when a deadline needs attention (shown in red to whoever must act). */
export function isUrgent(left: TimeLeft): boolean {
  return left === 'passed' || left.days === 0;
}

/**
 * Whole units left until `until`, rounded down: a deadline must never look further away than it
 * is. Exactly at the deadline it has passed.
 */
export function timeLeft(until: Date, now: Date): TimeLeft {
  const left = until.getTime() - now.getTime();
  if (left <= 0) return 'passed';
  return { days: Math.floor(left / dayMs), hours: Math.floor((left % dayMs) / hourMs), minutes: Math.floor((left % hourMs) / minuteMs) };
}

/**
 * "2 dager og 5 timer", "5 timer og 12 minutter", "40 minutter": the two largest units that
 * matter, so the line stays short; minutes only once under a day. `t` is bound to `bookings`.
 */
export function timeLeftText(left: Exclude<TimeLeft, 'passed'>, t: Translate): string {
  const { days, hours, minutes } = left;
  const parts: string[] = [];
  if (days > 0) {
    parts.push(t('timeLeft.days', { count: days }));
    if (hours > 0) parts.push(t('timeLeft.hours', { count: hours }));
  } else if (hours > 0) {
    parts.push(t('timeLeft.hours', { count: hours }));
    if (minutes > 0) parts.push(t('timeLeft.minutes', { count: minutes }));
  } else if (minutes > 0) {
    parts.push(t('timeLeft.minutes', { count: minutes }));
  }
  if (parts.length === 0) return t('timeLeft.underMinute');
  if (parts.length === 1) return parts[0] as string;
  return t('timeLeft.pair', { first: parts[0], second: parts[1] });
}
