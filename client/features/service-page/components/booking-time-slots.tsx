import { RadioGroup } from 'radix-ui';
import { cn } from '../../../lib/class-names.ts';
import type { Slot } from '../lib/slots.ts';

export type BookingTimeSlotsProps = {
  slots: readonly Slot[];
  value: string | null;
  onChange: (value: string) => void;
  label: string;
  describedBy?: string;
};

/** Start times as a radio group of chips: arrow keys move between them, one is chosen. */
export function BookingTimeSlots({ slots, value, onChange, label, describedBy }: BookingTimeSlotsProps) {
  return (
    <RadioGroup.Root
      aria-label={label}
      aria-describedby={describedBy}
      value={value ?? ''}
      onValueChange={onChange}
      className="grid grid-cols-3 gap-2 sm:grid-cols-4"
    >
      {slots.map((slot) => (
        <RadioGroup.Item
          key={slot.value}
          value={slot.value}
          aria-label={slot.label}
          className={cn(
            'min-h-touch rounded-lg border border-border-strong bg-surface px-3 text-base font-semibold text-ink tabular-nums transition-colors',
            'hover:border-primary-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
            'data-[state=checked]:border-primary-700 data-[state=checked]:bg-primary-700 data-[state=checked]:text-white',
          )}
        >
          {slot.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
