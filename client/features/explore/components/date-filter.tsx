import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/class-names.ts';
import { parseLocalDateTime, toTimeSpan, type BrowseFilters } from '../browse-filters.ts';
import type { UpdateFilters } from '../hooks/use-browse-filters.ts';
import { osloToday } from '../../../lib/oslo-time.ts';

type DateFilterProps = { filters: Pick<BrowseFilters, 'from' | 'to'>; update: UpdateFilters };

function split(value: string | undefined): { date: string; time: string } {
  const [date = '', time = ''] = (value ?? '').split('T');
  return { date, time };
}

function join(date: string, time: string): string | undefined {
  if (!date) return undefined;
  return parseLocalDateTime(time ? `${date}T${time}` : date);
}

/**
 * When the service is needed, from and to, each a native date field and an optional time (the
 * phone's own pickers are the quickest to use). The times are Oslo times whatever the device's
 * zone; a time without a date means nothing, so it waits until a date is chosen.
 */
export function DateFilter({ filters, update }: DateFilterProps) {
  const { t } = useTranslation('explore');
  const id = useId();
  const from = split(filters.from);
  const to = split(filters.to);
  const span = toTimeSpan(filters);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const today = osloToday();
  // A reversed span is wrong on both ends; a past day only on the end that names it.
  const invalidEnd = (which: 'from' | 'to') => span.invalid && (span.reason === 'reversed' || span.past.includes(which));
  const error = !span.invalid
    ? null
    : span.reason === 'past'
      ? t('error.explore.date_in_past', { ns: 'errors' })
      : t('error.zod.time_span.from_greater_than_to', { ns: 'errors' });

  const row = (which: 'from' | 'to', value: { date: string; time: string }) => {
    const dateId = `${id}-${which}-date`;
    const timeId = `${id}-${which}-time`;
    const set = (next: string | undefined) => update(which === 'from' ? { from: next } : { to: next });
    const invalid = invalidEnd(which);
    const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ');
    return (
      // Date and time side by side where they fit whole (the phone sheet), stacked in the
      // narrow desktop sidebar, where the browser's date field would otherwise be clipped.
      <div className="grid grid-cols-1 gap-2 @[18rem]:grid-cols-[minmax(0,1fr)_7rem]">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={dateId} className="text-sm text-ink-soft">
            {t(which === 'from' ? 'filters.date.fromDate' : 'filters.date.toDate')}
          </label>
          <input
            id={dateId}
            type="date"
            value={value.date}
            min={today}
            onChange={(event) => set(join(event.target.value, value.time))}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={cn(fieldClasses, 'min-w-0 px-2')}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={timeId} className="text-sm text-ink-soft">
            {t(which === 'from' ? 'filters.date.fromTime' : 'filters.date.toTime')}
          </label>
          <input
            id={timeId}
            type="time"
            step={900}
            value={value.time}
            disabled={!value.date}
            onChange={(event) => set(join(value.date, event.target.value))}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={cn(fieldClasses, 'min-w-0 px-2')}
          />
        </div>
      </div>
    );
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('filters.date.legend')}</legend>
      <div className="@container flex flex-col gap-3">
        {row('from', from)}
        {row('to', to)}
      </div>
      <p id={hintId} className="text-xs text-ink-muted">
        {t('filters.date.hint')}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
