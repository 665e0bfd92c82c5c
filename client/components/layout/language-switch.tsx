import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '#shared/i18n/languages.ts';
import { changeLanguage, loadLaterTexts } from '../../lib/i18n.ts';
import { cn } from '../../lib/class-names.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { showToast } from '../ui/toast-store.ts';

/**
 * Two-choice language toggle. The choice is remembered on this device and sets `<html lang>`.
 * Each option is written in its own language so people find theirs.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation(['layout', 'common', 'errors']);
  const current = useLanguage();

  return (
    <div role="group" aria-label={t('language.label')} className={cn('inline-flex items-center gap-1', className)}>
      <Globe aria-hidden="true" className="mr-1 hidden size-4 text-ink-muted sm:block" />
      {languages.map((language: Language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          onClick={() =>
            // English comes as its own download; if that fails the page stays as it is, and
            // pressing again tries again. The sentence that says so comes with the later texts (not
            // in the front page's first download); without a connection it cannot come either.
            void changeLanguage(language)
              .catch(() => loadLaterTexts().then(() => showToast({ title: t('errors:error.generic.unexpected'), tone: 'error' })))
              .catch(() => {})
          }
          className={cn(
            'inline-flex min-h-touch min-w-touch items-center justify-center rounded-md px-2 text-sm font-semibold uppercase',
            current === language ? 'bg-primary-50 text-primary-800' : 'text-ink-muted hover:bg-sunken hover:text-ink',
          )}
        >
          <span aria-hidden="true">{language === 'nb' ? 'NO' : 'EN'}</span>
          <span className="sr-only">{t(`common:language.${language}`)}</span>
        </button>
      ))}
    </div>
  );
}
