import { useRef } from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';

type TextListFieldProps = {
  legend: string;
  hint?: string;
  /** The accessible name of row n (1-based). */
  rowLabel: (index: number) => string;
  addLabel: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** The problem of row n, if any. */
  errorAt: (index: number) => string | undefined;
};

/** A list of short lines ("what is included"), one text field each, with add and remove. */
export function TextListField({ legend, hint, rowLabel, addLabel, values, onChange, errorAt }: TextListFieldProps) {
  const { t } = useTranslation('offerings');
  const list = useRef<HTMLDivElement>(null);

  const add = () => {
    onChange([...values, '']);
    // Focus the new row once it is there, so typing can start at once.
    requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus());
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-base font-semibold text-ink">{legend}</legend>
      {hint ? <p className="text-sm text-ink-muted">{hint}</p> : null}
      <div ref={list}>
        <ul className="flex flex-col gap-2">
          {values.map((value, index) => (
            // Rows have no identity beyond their place; removing one re-renders the rest.
            <li key={index} className="flex items-start gap-2">
              <Input
                className="flex-1"
                label={rowLabel(index + 1)}
                hideLabel
                value={value}
                maxCharacters={fieldTextLimits.serviceListLine}
                onChange={(event) => onChange(values.map((current, at) => (at === index ? event.target.value : current)))}
                error={errorAt(index)}
              />
              <Button
                variant="ghost"
                size="sm"
                className="mt-1"
                aria-label={t('form.removeRow', { row: rowLabel(index + 1) })}
                onClick={() => onChange(values.filter((_, at) => at !== index))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <Button variant="secondary" size="sm" onClick={add} disabled={values.length >= 30}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
