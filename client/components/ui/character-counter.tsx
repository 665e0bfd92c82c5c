import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format/number.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { characterCountOf } from './character-count.ts';

/**
 * "523 / 600" under a text field with a limit. The field points `aria-describedby` at `id`, which
 * reads the limit itself ("At most 600 characters") rather than the count of the moment; the count
 * is announced politely once it comes near the limit, and past it the counter says how many
 * characters are too many, in words as well as in colour. Memoised: a form re-renders on every
 * keystroke in any field, and only this field's text changes its counter.
 */
export const CharacterCounter = memo(function CharacterCounter({ id, value, max }: { id: string; value: string; max: number }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const count = characterCountOf(value, max);
  const announcement = count.over
    ? t('field.characters.over', { over: formatNumber(-count.remaining, language) })
    : count.near
      ? t('field.characters.left', { left: formatNumber(count.remaining, language) })
      : '';

  return (
    <div className="flex flex-wrap items-baseline justify-end gap-x-3 text-sm tabular-nums">
      {count.over ? (
        <p aria-hidden="true" className="font-medium text-danger-700">
          {announcement}
        </p>
      ) : null}
      <p id={id} className={cn(count.over ? 'font-medium text-danger-700' : 'text-ink-muted')}>
        <span aria-hidden="true">
          {formatNumber(count.length, language)} / {formatNumber(max, language)}
        </span>
        <span className="sr-only">{t('field.characters.limit', { max: formatNumber(max, language) })}</span>
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
});
