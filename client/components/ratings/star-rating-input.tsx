import { useId } from 'react';
import { Star } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { cn } from '../../lib/class-names.ts';

/**
 * Choosing 1–5 stars: a radio group, so arrow keys move between the stars and a screen reader
 * names each ("4 av 5 stjerner"); the stars up to the chosen one are filled.
 */
export function StarRatingInput({
  label,
  value,
  onChange,
  starLabel,
  error,
}: {
  label: string;
  value: number | null;
  onChange: (stars: number) => void;
  /** The accessible name of the n-th star, e.g. "3 av 5 stjerner". */
  starLabel: (stars: number) => string;
  error?: string | null;
}) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-medium text-ink">
        {label}
      </span>
      <RadioGroup.Root
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        orientation="horizontal"
        value={value === null ? '' : String(value)}
        onValueChange={(next) => onChange(Number(next))}
        className="flex gap-1"
      >
        {[1, 2, 3, 4, 5].map((stars) => (
          <RadioGroup.Item
            key={stars}
            value={String(stars)}
            aria-label={starLabel(stars)}
            className={cn(
              'grid size-11 place-items-center rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
              value !== null && stars <= value ? 'text-warning-700' : 'text-ink-muted',
            )}
          >
            <Star aria-hidden="true" className="size-8" fill={value !== null && stars <= value ? 'currentColor' : 'none'} strokeWidth={1.5} />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
