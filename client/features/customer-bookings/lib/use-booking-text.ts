import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';

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
