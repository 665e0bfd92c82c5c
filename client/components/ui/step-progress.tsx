import { Check } from 'lucide-react';
import { cn } from '../../lib/class-names.ts';

/**
 * The progress of a wizard: "Step 2 of 4 · Name" above a bar per step with its name, the current
 * one marked for screen readers. `current` past the last step (a summary) marks every step done.
 */
export function StepProgress({ label, status, steps, current }: { label: string; status: string; steps: readonly string[]; current: number }) {
  return (
    <nav aria-label={label} className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-ink-soft">{status}</p>
      <ol className="grid gap-2" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}>
        {steps.map((name, index) => {
          const number = index + 1;
          const done = number < current;
          const active = number === current;
          return (
            <li key={name} aria-current={active ? 'step' : undefined} className="flex flex-col gap-1.5">
              <span className={cn('h-1.5 rounded-full', done || active ? 'bg-primary-700' : 'bg-border')} aria-hidden="true" />
              {/* On a phone four names do not fit side by side; the line above names the current step. */}
              <span className={cn('sr-only items-center gap-1 text-sm sm:not-sr-only sm:flex', active ? 'font-semibold text-ink' : 'text-ink-muted')}>
                {done ? <Check aria-hidden="true" className="size-4 shrink-0 text-primary-700" /> : null}
                {name}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
