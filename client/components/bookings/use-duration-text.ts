import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { durationParts } from './booking-duration.ts';

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
