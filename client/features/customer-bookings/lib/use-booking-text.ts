import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { durationParts } from './booking-facts.ts';

/** "lør. 21. nov., 10:00–12:00" in Oslo time. */
export function useWhenText(): (span: { startsAt: Date; endsAt: Date }) => string {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  return useCallback(
    ({ startsAt, endsAt }) =>
      t('when', { date: formatDate(startsAt, language), from: formatTime(startsAt, language), to: formatTime(endsAt, language) }),
    [t, language],
  );
}

/** "2 timer", "1 time og 30 minutter". */
export function useDurationText(): (ms: number) => string {
  const { t } = useTranslation('bookings');
  return useCallback(
    (ms: number) => {
      const { hours, minutes } = durationParts(ms);
      const parts = [hours ? t('duration.hours', { count: hours }) : null, minutes ? t('duration.minutes', { count: minutes }) : null].filter(
        (part): part is string => Boolean(part),
      );
      return parts.length === 2 ? t('timeLeft.pair', { first: parts[0], second: parts[1] }) : (parts[0] ?? t('duration.minutes', { count: 0 }));
    },
    [t],
  );
}
