import { useTranslation } from 'react-i18next';
import type { Addon, PriceType } from '#shared/explore/service.schema.ts';
import { findArea } from '#shared/locations/areas.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * The texts the service page builds from numbers: prices, durations, add-on units and area
 * names, all in the interface language.
 */
export function useServiceText() {
  const { t } = useTranslation('service');
  const language = useLanguage();

  /** "Fra 1 200 kr" when the provider may charge more after seeing the job, else "1 200 kr". */
  const price = (priceType: PriceType, ore: number) =>
    priceType === 'from' ? t('price.from', { price: formatMoney(ore, language) }) : formatMoney(ore, language);

  /** "2 t 30 min", "45 min", "3 t". */
  const duration = (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t('duration.minutes', { count: rest });
    if (rest === 0) return t('duration.hours', { count: hours });
    return t('duration.hoursMinutes', { hours, minutes: rest });
  };

  /** "350 kr per deltaker" / "350 kr per enhet". */
  const addonPrice = (addon: Addon) =>
    t(addon.unitType === 'participant' ? 'addons.pricePerParticipant' : 'addons.pricePerUnit', {
      price: formatMoney(addon.unitPriceOre, language),
    });

  /** An area id from the contract as a place name; an id this client does not know is shown as it came. */
  const areaName = (id: string) => findArea(id)?.name[language] ?? id;

  return { price, duration, addonPrice, areaName, language };
}
