import { useTranslation } from 'react-i18next';
import type { PriceType } from '#shared/explore/service.schema.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** "1 t 30 min", "45 min", "2 t" in the person's language. */
export function useDurationText(): (minutes: number) => string {
  const { t } = useTranslation('offerings');
  return (minutes) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t('duration.minutes', { minutes: rest });
    if (rest === 0) return t('duration.hours', { hours });
    return t('duration.hoursMinutes', { hours, minutes: rest });
  };
}

/** "1 290 kr", or "Fra 1 290 kr" for a from-price. */
export function usePriceText(): (priceType: PriceType, ore: number) => string {
  const { t } = useTranslation('offerings');
  const language = useLanguage();
  return (priceType, ore) => {
    const price = formatMoney(ore, language);
    return priceType === 'from' ? t('price.from', { price }) : price;
  };
}
