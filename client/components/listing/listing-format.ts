import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/i18n/languages.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { numberFormat } from '../../lib/format/intl-formats.ts';
import { intlLocale } from '../../lib/format/intl-locale.ts';

/** Below this acceptance rate the exact figure is hidden behind "under 30 %" (spec §9). */
export const acceptanceRateFloor = 0.3;

/** A fraction 0..1 as a whole percentage the language's way: `0.85 → "85 %"` (nb), `"85%"` (en). */
export function formatPercent(fraction: number, language: Language = 'nb'): string {
  return numberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

/**
 * An acceptance rate as shown wherever a provider's figures are (spec §9): below 30 % only
 * "under 30 %", so a few declined requests do not brand a new provider with a harsh exact number.
 */
export function useAcceptanceRateText(): (rate: number) => string {
  const { t } = useTranslation('explore');
  const language = useLanguage();
  return (rate) =>
    rate < acceptanceRateFloor
      ? t('listing.provider.acceptanceUnder', { percent: formatPercent(acceptanceRateFloor, language) })
      : formatPercent(rate, language);
}

export type ResponseTime = { unit: 'minutes' | 'hours' | 'days'; count: number };

/**
 * An average response time in seconds rounded to what a person would say: minutes under an
 * hour, hours under a day, days beyond. Rounded up within minutes, so a reply in 30 seconds is
 * "within 1 minute", never "within 0".
 */
export function roundResponseTime(seconds: number): ResponseTime {
  const safe = Math.max(0, seconds);
  if (safe < 3600) return { unit: 'minutes', count: Math.max(1, Math.ceil(safe / 60)) };
  if (safe < 86_400) return { unit: 'hours', count: Math.max(1, Math.round(safe / 3600)) };
  return { unit: 'days', count: Math.max(1, Math.round(safe / 86_400)) };
}

/**
 * A provider's three figures as customers read them. A figure without enough history yet is
 * `null` and reads "new", so a provider who just started is neither hidden nor judged on a
 * handful of events.
 */
export function useProviderFigureText() {
  const { t } = useTranslation('explore');
  const language = useLanguage();
  const acceptanceRateText = useAcceptanceRateText();
  const newText = t('listing.provider.new');
  return {
    newText,
    acceptance: (rate: number | null) => (rate === null ? newText : acceptanceRateText(rate)),
    cancelRate: (rate: number | null) => (rate === null ? newText : formatPercent(rate, language)),
    responseTime: (seconds: number | null) => {
      if (seconds === null) return newText;
      const { unit, count } = roundResponseTime(seconds);
      return t(`listing.provider.within.${unit}`, { count });
    },
  };
}

/** Up to two initials for a picture-less avatar: "Kari Vask AS" → "KV". */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word][0] ?? '')
    .filter((letter) => /\p{L}|\p{N}/u.test(letter));
  return letters.slice(0, 2).join('').toLocaleUpperCase('nb-NO');
}
