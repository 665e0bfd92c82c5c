import { useId, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { Check } from 'lucide-react';
import { cn } from '../../lib/class-names.ts';
import { FieldMessages, fieldMessageIds } from './field-messages.tsx';

export type CheckboxProps = {
  label: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  error?: ReactNode;
  className?: string;
};

/** A labelled checkbox; Space toggles it, the whole label row is clickable. */
export function Checkbox({ label, description, onCheckedChange, error, className, ...props }: CheckboxProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const { errorId } = fieldMessageIds(id, undefined, error);

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex min-h-touch items-start gap-3 py-2.5">
        <RadixCheckbox.Root
          id={id}
          aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          onCheckedChange={(value) => onCheckedChange?.(value === true)}
          className="peer mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-sm border-2 border-border-strong bg-surface transition-colors hover:border-primary-600 data-[state=checked]:border-primary-700 data-[state=checked]:bg-primary-700 aria-invalid:border-danger-700"
          {...props}
        >
          <RadixCheckbox.Indicator>
            <Check aria-hidden="true" strokeWidth={3} className="size-4 text-white" />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <div className="flex flex-col">
          <label htmlFor={id} className="cursor-pointer text-base text-ink">
            {label}
          </label>
          {description ? (
            <p id={descriptionId} className="text-sm text-ink-muted">
              {description}
            </p>
          ) : null}
        </div>
      </div>
      <FieldMessages fieldId={id} error={error} />
    </div>
  );
}
