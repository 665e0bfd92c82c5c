import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/class-names.ts';
import { maxKroner, priceRangeInvalid, type BrowseFilters } from '../browse-filters.ts';
import type { UpdateFilters } from '../hooks/use-browse-filters.ts';

type PriceFilterProps = { filters: Pick<BrowseFilters, 'minPrice' | 'maxPrice'>; update: UpdateFilters };

/** "1 500", "1500" and "1500 kr" are all 1500; anything else is not a price. */
function parseKroner(text: string): number | undefined | 'invalid' {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(/kr$/i, '');
  if (cleaned === '') return undefined;
  if (!/^\d{1,8}$/.test(cleaned)) return 'invalid';
  const amount = Number(cleaned);
  return amount <= maxKroner ? amount : 'invalid';
}

const show = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * Lowest and highest price in whole kroner. Typing does not search on every key: the price
 * is applied when the field is left or Enter is pressed, so the list does not jump while
 * "1500" is still "15".
 */
export function PriceFilter({ filters, update }: PriceFilterProps) {
  const { t } = useTranslation('explore');
  const id = useId();
  const [drafts, setDrafts] = useState({ min: show(filters.minPrice), max: show(filters.maxPrice) });
  const [shown, setShown] = useState({ min: filters.minPrice, max: filters.maxPrice });
  const [typo, setTypo] = useState<'min' | 'max' | null>(null);
  // Follow the URL when it changes underneath (back button, "clear filters"), field by field:
  // applying the lowest price must not wipe a highest price being typed meanwhile.
  if (shown.min !== filters.minPrice || shown.max !== filters.maxPrice) {
    const minChanged = shown.min !== filters.minPrice;
    const maxChanged = shown.max !== filters.maxPrice;
    setShown({ min: filters.minPrice, max: filters.maxPrice });
    setDrafts((previous) => ({
      min: minChanged ? show(filters.minPrice) : previous.min,
      max: maxChanged ? show(filters.maxPrice) : previous.max,
    }));
    setTypo(null);
  }

  function commit(which: 'min' | 'max') {
    const parsed = parseKroner(drafts[which]);
    if (parsed === 'invalid') {
      setTypo(which);
      return;
    }
    setTypo(null);
    const current = which === 'min' ? filters.minPrice : filters.maxPrice;
    if (parsed !== current) update(which === 'min' ? { minPrice: parsed } : { maxPrice: parsed });
  }

  const onKeyDown = (which: 'min' | 'max') => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(which);
    }
  };

  const rangeInvalid = priceRangeInvalid(filters);
  const errorId = `${id}-error`;
  const error = typo ? t('filters.price.invalid') : rangeInvalid ? t('error.explore.price_range', { ns: 'errors' }) : null;

  const field = (which: 'min' | 'max') => {
    const fieldId = `${id}-${which}`;
    const fieldInvalid = typo === which || (rangeInvalid && typo === null);
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={fieldId} className="text-sm text-ink-soft">
          {t(which === 'min' ? 'filters.price.min' : 'filters.price.max')}
        </label>
        <input
          id={fieldId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={drafts[which]}
          onChange={(event) => setDrafts((previous) => ({ ...previous, [which]: event.target.value }))}
          onBlur={() => commit(which)}
          onKeyDown={onKeyDown(which)}
          aria-invalid={fieldInvalid || undefined}
          aria-describedby={fieldInvalid ? errorId : undefined}
          className={cn(fieldClasses, 'px-3')}
        />
      </div>
    );
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('filters.price.legend')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {field('min')}
        {field('max')}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
