import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/i18n/languages.ts';
import { toLanguage } from './i18n.ts';

/** The interface language; components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
