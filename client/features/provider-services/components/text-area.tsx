import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../../lib/class-names.ts';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { FieldMessages, fieldMessageIds } from '../../../components/ui/field-messages.tsx';

type TextAreaProps = Omit<ComponentProps<'textarea'>, 'id'> & { label: ReactNode; hint?: ReactNode; error?: ReactNode };

/** A labelled multi-line text field with optional hint and error. */
export function TextArea({ label, hint, error, className, ...props }: TextAreaProps) {
  const id = useId();
  const { describedBy } = fieldMessageIds(id, hint, error);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        className={cn(fieldClasses, 'h-auto py-3')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      <FieldMessages fieldId={id} hint={hint} error={error} />
    </div>
  );
}
