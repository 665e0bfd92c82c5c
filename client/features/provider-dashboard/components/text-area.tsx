import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../../lib/class-names.ts';
import { FieldMessages, fieldMessageIds } from '../../../components/ui/field-messages.tsx';
import { fieldClasses } from '../../../components/ui/input.tsx';

type TextAreaProps = Omit<ComponentProps<'textarea'>, 'id'> & { label: ReactNode; hint?: ReactNode; error?: ReactNode };

/** A labelled multi-line field, styled like the one-line fields. */
export function TextArea({ label, hint, error, className, rows = 5, ...props }: TextAreaProps) {
  const id = useId();
  const { describedBy } = fieldMessageIds(id, hint, error);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={cn(fieldClasses, 'h-auto py-3 leading-relaxed')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      <FieldMessages fieldId={id} hint={hint} error={error} />
    </div>
  );
}
