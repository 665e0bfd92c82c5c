import { type FormEvent, useEffect, useRef } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../../lib/class-names.ts';
import { Button } from './button.tsx';

type SearchFormProps = {
  id: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  /** Gets the text in the field as it is when submitted. */
  onSubmit: (text: string) => void;
  /**
   * Where the form goes without the app (`action`, the field's `name`): a page rendered on the
   * server searches before its code has run.
   */
  action?: string;
  name?: string;
  maxLength?: number;
  /** `hero`: large, on a card of its own (front page); `inline`: in a page's content. */
  variant: 'hero' | 'inline';
};

const inputClasses = {
  hero: 'h-14 rounded-xl focus:outline-primary-300',
  inline:
    'h-12 rounded-lg border border-border-strong shadow-xs hover:border-ink-muted focus:border-primary-600 focus:outline-primary-200',
};

/** A search landmark: labelled search field with an icon and a submit button; searches when submitted. */
export function SearchForm({ id, label, placeholder, submitLabel, value, onChange, onSubmit, action, name, maxLength, variant }: SearchFormProps) {
  const field = useRef<HTMLInputElement>(null);
  // Text typed before the app took a rendered page over is in the field only; React leaves it
  // there when it takes over, but the next render would write the state's empty text over it.
  // Taken into the state once, on taking over: afterwards the field and the state agree.
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was typed before the first render counts
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field itself, not the state: text typed before the app took a rendered page over is
    // in the field only.
    const field = event.currentTarget.elements.namedItem(id);
    onSubmit(field instanceof HTMLInputElement ? field.value : value);
  }

  return (
    <form
      role="search"
      action={action}
      method="get"
      onSubmit={submit}
      className={cn('flex w-full flex-col gap-2 sm:flex-row', variant === 'hero' && 'rounded-2xl bg-surface p-2 shadow-lg')}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted" />
        <input
          ref={field}
          id={id}
          name={name}
          type="search"
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className={cn(
            'w-full bg-surface pr-4 pl-12 text-base text-ink placeholder:text-ink-muted focus:outline-3 focus:outline-offset-0',
            inputClasses[variant],
          )}
        />
      </div>
      <Button type="submit" size={variant === 'hero' ? 'lg' : undefined} className={variant === 'hero' ? 'rounded-xl' : undefined}>
        {submitLabel}
      </Button>
    </form>
  );
}
