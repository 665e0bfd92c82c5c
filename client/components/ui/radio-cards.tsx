import { useId, type ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import { cn } from '../../lib/class-names.ts';

export type RadioCardOption<T extends string> = { value: T; label: ReactNode; description?: ReactNode; icon?: ReactNode };

export type RadioCardsProps<T extends string> = {
  label: ReactNode;
  options: RadioCardOption<T>[];
  value: T;
  onValueChange: (value: T) => void;
  className?: string;
};

/** One choice among a few, shown as large cards; arrow keys move between them. */
export function RadioCards<T extends string>({ label, options, value, onValueChange, className }: RadioCardsProps<T>) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </span>
      <RadioGroup.Root
        aria-labelledby={`${id}-label`}
        value={value}
        onValueChange={(next) => onValueChange(next as T)}
        className="grid gap-3 sm:grid-cols-2"
      >
        {options.map((option) => {
          const titleId = `${id}-${option.value}-title`;
          const descriptionId = option.description ? `${id}-${option.value}-description` : undefined;
          return (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              aria-labelledby={titleId}
              aria-describedby={descriptionId}
              className={cn(
                'flex min-h-touch items-start gap-3 rounded-lg border border-border-strong bg-surface p-4 text-left transition-colors',
                'hover:border-primary-600 data-[state=checked]:border-primary-700 data-[state=checked]:bg-primary-50',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
              )}
            >
              <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-ink-muted bg-surface">
                <RadioGroup.Indicator className="block size-2.5 rounded-full bg-primary-700" />
              </span>
              <span className="flex flex-col gap-0.5">
                <span id={titleId} className="flex items-center gap-2 font-semibold text-ink">
                  {option.icon}
                  {option.label}
                </span>
                {option.description ? (
                  <span id={descriptionId} className="text-sm text-ink-muted">
                    {option.description}
                  </span>
                ) : null}
              </span>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}
