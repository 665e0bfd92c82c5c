import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/i18n/languages.ts';
import type { SubscriptionFrequency } from '#shared/subscriptions/subscription-frequency.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { intlLocale } from '../../../lib/format/intl-locale.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** 5 January 2026 was a Monday: ISO weekday `n` is `n - 1` days on. */
const aMonday = Date.UTC(2026, 0, 5, 12);

/** The weekday's name as a sentence uses it: `fredag` (nb), `Friday` (en). */
export function weekdayName(isoWeekday: number, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', timeZone: 'UTC' }).format(new Date(aMonday + (isoWeekday - 1) * 86_400_000));
}

/** The texts every subscription screen shares: the rhythm, the length of a visit, a visit's time. */
export function useSubscriptionText() {
  const { t } = useTranslation('subscriptions');
  const language = useLanguage();
  /** "Hver fredag kl. 10:00", "Every other Friday at 10:00". */
  const rhythm = useCallback(
    (subscription: { frequency: SubscriptionFrequency; weekday: number; startTime: string }) =>
      t(`rhythm.${subscription.frequency}`, { weekday: weekdayName(subscription.weekday, language), time: subscription.startTime }),
    [t, language],
  );
  /** "3 t", "2 t 30 min". */
  const duration = useCallback(
    (minutes: number) =>
      minutes < 60
        ? t('duration.minutes', { minutes })
        : minutes % 60 === 0
          ? t('duration.hours', { hours: minutes / 60 })
          : t('duration.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }),
    [t],
  );
  /** "fre. 4. des. kl. 10:00". */
  const when = useCallback((date: Date) => t('visits.when', { date: formatDate(date, language), time: formatTime(date, language) }), [t, language]);
  return { rhythm, duration, when, language };
}
