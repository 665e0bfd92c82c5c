import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';
import { CharacterCounter } from './character-counter.tsx';
import { characterCountOf } from './character-count.ts';
import { FieldFooter, fieldMessageIds } from './field-messages.tsx';

export type InputProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: ReactNode;
  /** Help shown under the field. */
  hint?: ReactNode;
  /** Error shown under the field; marks it invalid for assistive technology. */
  error?: ReactNode;
  /**
   * The most characters the field's schema accepts: shows a counter and marks the field invalid
   * past it. Used instead of `maxLength`, which would cut pasted text off without a word.
   */
  maxCharacters?: number;
  /** Hide the label visually; it is still read out. */
  hideLabel?: boolean;
  id?: string;
  inputClassName?: string;
};

export const fieldClasses =
  'block w-full min-h-touch h-12 rounded-lg border border-border-strong bg-surface px-4 text-base text-ink ' +
  'placeholder:text-ink-muted shadow-xs transition-colors ' +
  'hover:border-ink-muted focus:border-primary-600 focus:outline-3 focus:outline-offset-0 focus:outline-primary-200 ' +
  'aria-invalid:border-danger-700 aria-invalid:focus:outline-danger-50 disabled:bg-sunken disabled:text-ink-muted';

/** A labelled text field with optional hint and error. */
export function Input({ label, hint, error, maxCharacters, hideLabel, id, className, inputClassName, ...props }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const { describedBy } = fieldMessageIds(inputId, hint, error);
  const counterId = maxCharacters === undefined ? undefined : `${inputId}-count`;
  const text = typeof props.value === 'string' ? props.value : '';
  const overLimit = maxCharacters !== undefined && characterCountOf(text, maxCharacters).over;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className={cn('text-sm font-medium text-ink', hideLabel && 'sr-only')}>
        {label}
      </label>
      <input
        id={inputId}
        className={cn(fieldClasses, 'read-only:bg-sunken read-only:text-ink-soft', inputClassName)}
        aria-invalid={error || overLimit ? true : undefined}
        aria-describedby={[describedBy, counterId].filter(Boolean).join(' ') || undefined}
        {...props}
      />
      <FieldFooter
        fieldId={inputId}
        hint={hint}
        error={error}
        counter={counterId && maxCharacters !== undefined ? <CharacterCounter id={counterId} value={text} max={maxCharacters} /> : null}
      />
    </div>
  );
}
