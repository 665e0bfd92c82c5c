import { useTranslation } from 'react-i18next';
import type { Weekday } from '#shared/explore/provider.schema.ts';
import { findArea } from '#shared/locations/areas.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const weekdayOrder: readonly Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** The profile's places and days in the interface language. */
export function useProviderText() {
  const { t } = useTranslation('provider');
  const language = useLanguage();

  const areaName = (id: string) => findArea(id)?.name[language] ?? id;

  /** Working days in calendar order, whatever order the answer had. */
  const weekdays = (days: Weekday[]) => weekdayOrder.filter((day) => days.includes(day)).map((day) => ({ day, name: t(`weekdays.${day}`) }));

  return { areaName, weekdays, language };
}
