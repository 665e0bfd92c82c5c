import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/class-names.ts';

export type ChoiceChip<Value extends string> = { value: Value; label: ReactNode; description?: ReactNode };

export type ChoiceChipsProps<Value extends string> = {
  legend: ReactNode;
  options: ChoiceChip<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** Chips sit side by side and wrap; a list stacks options that carry a description. */
  layout?: 'chips' | 'list';
  className?: string;
};

/**
 * One choice among a few, as native radio buttons dressed as chips: arrow keys, the browser's
 * focus ring and form semantics come for free, and a screen reader hears "radio, 2 of 4".
 */
export function ChoiceChips<Value extends string>({ legend, options, value, onChange, layout = 'chips', className }: ChoiceChipsProps<Value>) {
  const name = useId();
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className={layout === 'chips' ? 'flex flex-wrap gap-2' : 'flex flex-col gap-2'}>
        {options.map((option) => {
          const labelId = `${name}-${option.value}-label`;
          const descriptionId = option.description ? `${name}-${option.value}-description` : undefined;
          return (
            <label
              key={option.value}
              className={cn(
                'cursor-pointer border border-border-strong bg-surface text-ink transition-colors select-none hover:border-primary-600',
                'has-checked:border-primary-700 has-checked:bg-primary-50 has-checked:text-primary-900',
                'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-500',
                layout === 'chips'
                  ? 'inline-flex min-h-touch items-center rounded-full px-4 text-sm font-medium'
                  : 'flex min-h-touch items-start gap-3 rounded-lg px-3 py-2.5',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
                // The description is inside the label too; name the option by its title alone.
                aria-labelledby={layout === 'list' ? labelId : undefined}
                aria-describedby={descriptionId}
                className={layout === 'chips' ? 'sr-only' : 'mt-1 size-4 shrink-0 accent-primary-700'}
              />
              {layout === 'chips' ? (
                option.label
              ) : (
                <span className="flex flex-col">
                  <span id={labelId} className="text-sm font-medium">
                    {option.label}
                  </span>
                  {option.description ? (
                    <span id={descriptionId} className="text-xs text-ink-muted">
                      {option.description}
                    </span>
                  ) : null}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
