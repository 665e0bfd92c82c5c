import { useId, useState, type ReactNode } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '../../lib/class-names.ts';
import { FieldMessages, fieldMessageIds } from './field-messages.tsx';
import { fieldClasses } from './input.tsx';

export type SelectOption = { value: string; label: ReactNode; disabled?: boolean };

export type SelectProps = {
  label: ReactNode;
  options: SelectOption[];
  value?: string;
  onValueChange?: (value: string) => void;
  placeholder?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
};

/**
 * A labelled single choice, keyboard operable (arrows, type-ahead, Enter, Escape).
 *
 * The list of options exists only while it is open, and the chosen option's label is shown from
 * `options`: closed, Radix would render every option into a detached fragment after the first
 * render, a second render of the whole list that lands in the same long task as taking over a
 * page rendered on the server. (Type-ahead works in the open list.)
 */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  className,
  ...props
}: SelectProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const selected = options.find((option) => option.value === props.value);
  const labelId = `${id}-label`;
  const { describedBy } = fieldMessageIds(id, hint, error);

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id={labelId} className="text-sm font-medium text-ink">
        {label}
      </span>
      <RadixSelect.Root {...props} open={open} onOpenChange={setOpen}>
        <RadixSelect.Trigger
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={cn(fieldClasses, 'flex items-center justify-between gap-2 text-left data-placeholder:text-ink-muted')}
        >
          <RadixSelect.Value placeholder={placeholder}>{selected?.label}</RadixSelect.Value>
          <RadixSelect.Icon>
            <ChevronDown aria-hidden="true" className="size-5 text-ink-muted" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        {open ? (
          <RadixSelect.Portal>
            <RadixSelect.Content
              position="popper"
              sideOffset={4}
              className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-border bg-surface shadow-lg animate-fade-in"
            >
              <RadixSelect.Viewport className="p-1">
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className="relative flex min-h-touch cursor-pointer items-center rounded-md py-2 pr-3 pl-9 text-base text-ink outline-none select-none data-disabled:cursor-not-allowed data-disabled:opacity-50 data-highlighted:bg-primary-50 data-highlighted:text-primary-900"
                  >
                    <RadixSelect.ItemIndicator className="absolute left-3 inline-flex">
                      <Check aria-hidden="true" className="size-4 text-primary-700" />
                    </RadixSelect.ItemIndicator>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        ) : null}
      </RadixSelect.Root>
      <FieldMessages fieldId={id} hint={hint} error={error} />
    </div>
  );
}
