import { useTranslation } from 'react-i18next';

export const mainContentId = 'main-content';

/** First focusable element: lets keyboard users jump past the header. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only z-50 rounded-md bg-surface px-4 py-3 font-semibold text-primary-800 shadow-md focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('a11y.skipToContent')}
    </a>
  );
}
