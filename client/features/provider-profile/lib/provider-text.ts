import { useTranslation } from 'react-i18next';
import type { Weekday } from '#shared/explore/provider.schema.ts';
import { findArea } from '#shared/locations/areas.ts';
import { formatPercent, roundResponseTime, useAcceptanceRateText } from '../../../components/listing/listing-format.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const weekdayOrder: readonly Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** The profile's figures as sentences in the interface language. */
export function useProviderText() {
  const { t } = useTranslation('provider');
  const language = useLanguage();

  const acceptance = useAcceptanceRateText();

  const percent = (fraction: number) => formatPercent(fraction, language);

  /** "innen 2 timer", rounded the way people say it. */
  const responseTime = (seconds: number) => {
    const { unit, count } = roundResponseTime(seconds);
    return t(`figures.within.${unit}`, { count });
  };

  const areaName = (id: string) => findArea(id)?.name[language] ?? id;

  /** Working days in calendar order, whatever order the answer had. */
  const weekdays = (days: Weekday[]) => weekdayOrder.filter((day) => days.includes(day)).map((day) => ({ day, name: t(`weekdays.${day}`) }));

  return { acceptance, percent, responseTime, areaName, weekdays, language };
}
