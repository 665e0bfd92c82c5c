import { useId, type ReactNode } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import { cn } from '../../lib/class-names.ts';

export type SwitchProps = {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
};

/** An on/off setting that takes effect at once; Space toggles it, the label is clickable. */
export function Switch({ label, description, checked, onCheckedChange, disabled, className }: SwitchProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={cn('flex min-h-touch items-start justify-between gap-4 py-2', className)}>
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-base font-medium text-ink">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-sm text-ink-muted">
            {description}
          </p>
        ) : null}
      </div>
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={descriptionId}
        className={cn(
          'relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-ink-muted transition-colors',
          'data-[state=checked]:bg-primary-700 disabled:cursor-not-allowed disabled:opacity-60',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
        )}
      >
        <RadixSwitch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow-sm transition-transform duration-150 data-[state=checked]:translate-x-6" />
      </RadixSwitch.Root>
    </div>
  );
}
