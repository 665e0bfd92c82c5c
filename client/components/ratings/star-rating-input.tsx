import { useId } from 'react';
import { Star } from 'lucide-react';
import { cn } from '../../lib/class-names.ts';

/**
 * Choosing 1–5 stars: native radio buttons in a fieldset, so the arrow keys move and choose along
 * the stars as in any radio group (however fast they are pressed) and a screen reader names each
 * ("4 av 5 stjerner"); the stars up to the chosen one are filled.
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
  const name = useId();
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink">{label}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => {
          const filled = value !== null && stars <= value;
          return (
            <label key={stars} className="grid size-11 cursor-pointer place-items-center rounded-lg has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-500">
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                aria-label={starLabel(stars)}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <Star aria-hidden="true" className={cn('size-8', filled ? 'text-warning-700' : 'text-ink-muted')} fill={filled ? 'currentColor' : 'none'} strokeWidth={1.5} />
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
