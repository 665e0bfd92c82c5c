import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';
import { fieldClasses } from './input.tsx';
import { FieldMessages, fieldMessageIds } from './field-messages.tsx';

export type NativeSelectProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: ReactNode;
  options: { value: string; label: string }[];
  /** Help shown under the field. */
  hint?: ReactNode;
  /** Error shown under the field; marks it invalid for assistive technology. */
  error?: ReactNode;
  /** Hide the label visually; it is still read out. */
  hideLabel?: boolean;
};

/**
 * The browser's own select, for long lists (times of day, durations) where a phone's native wheel
 * is the quickest way to pick.
 */
export function NativeSelect({ label, options, hint, error, hideLabel, className, ...props }: NativeSelectProps) {
  const id = useId();
  const { describedBy } = fieldMessageIds(id, hint, error);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium text-ink', hideLabel && 'sr-only')}>
        {label}
      </label>
      <select id={id} className={cn(fieldClasses, 'pr-8')} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages fieldId={id} hint={hint} error={error} />
    </div>
  );
}
