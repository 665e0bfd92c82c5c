import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';
import { CharacterCounter } from './character-counter.tsx';
import { characterCountOf } from './character-count.ts';
import { FieldFooter, fieldMessageIds } from './field-messages.tsx';
import { fieldClasses } from './input.tsx';

export type TextAreaProps = Omit<ComponentProps<'textarea'>, 'id'> & {
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
  textAreaClassName?: string;
};

// The one-line fields' fixed height would clip the rows; the height comes from `rows` instead.
const textAreaClasses = cn(fieldClasses.replace(' h-12 ', ' '), 'py-3 leading-relaxed');

/** A labelled multi-line text field, styled like the one-line fields, with optional hint and error. */
export function TextArea({ label, hint, error, maxCharacters, hideLabel, id, className, textAreaClassName, rows = 5, ...props }: TextAreaProps) {
  const generatedId = useId();
  const textAreaId = id ?? generatedId;
  const { describedBy } = fieldMessageIds(textAreaId, hint, error);
  const counterId = maxCharacters === undefined ? undefined : `${textAreaId}-count`;
  const text = typeof props.value === 'string' ? props.value : '';
  const overLimit = maxCharacters !== undefined && characterCountOf(text, maxCharacters).over;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={textAreaId} className={cn('text-sm font-medium text-ink', hideLabel && 'sr-only')}>
        {label}
      </label>
      <textarea
        id={textAreaId}
        rows={rows}
        className={cn(textAreaClasses, textAreaClassName)}
        aria-invalid={error || overLimit ? true : undefined}
        aria-describedby={[describedBy, counterId].filter(Boolean).join(' ') || undefined}
        {...props}
      />
      <FieldFooter
        fieldId={textAreaId}
        hint={hint}
        error={error}
        counter={counterId && maxCharacters !== undefined ? <CharacterCounter id={counterId} value={text} max={maxCharacters} /> : null}
      />
    </div>
  );
}
