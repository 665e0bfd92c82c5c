import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RadioGroup } from 'radix-ui';
import { cn } from '../../lib/class-names.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { formatTime } from '../../lib/format/time.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { BookingDatePicker } from '../calendar/booking-date-picker.tsx';
import { osloToday } from '../calendar/month-grid.ts';
import { Notice } from '../ui/notice.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { DayAndTimeChoice } from './use-day-and-time-choice.ts';

const labelParts = ['day', 'times', 'loadingTimes', 'noDays', 'noTimes', 'chooseDay', 'chooseTime'] as const;
type LabelPart = (typeof labelParts)[number];

/** Texts each caller words in its own namespace. */
export type DayAndTimeLabels = Record<LabelPart, string>;

/** The labels from one group of a caller's texts: `dayAndTimeLabels((part) => t(`changeTime.${part}`))`. */
export function dayAndTimeLabels(text: (part: LabelPart) => string): DayAndTimeLabels {
  return Object.fromEntries(labelParts.map((part) => [part, text(part)])) as DayAndTimeLabels;
}

export type DayAndTimePickerProps = {
  /** Oslo days (`YYYY-MM-DD`) that can be chosen. */
  days: UseQueryResult<string[]>;
  /** Free starts on the chosen day. */
  times: UseQueryResult<Date[]>;
  choice: DayAndTimeChoice;
  /** The last month (`YYYY-MM`) the calendar pages to. */
  lastMonth: string;
  labels: DayAndTimeLabels;
};

/**
 * A free day from the booking calendar, then a free start on it, and a prompt for whichever is
 * still missing. Renders siblings, so the caller's column spaces them alongside its own fields.
 */
export function DayAndTimePicker({ days, times, choice, lastMonth, labels }: DayAndTimePickerProps) {
  const language = useLanguage();
  const errorText = useErrorText();
  const dayLabelId = useId();
  const timesId = useId();
  const { day, start, missing } = choice;

  return (
    <>
      {days.isPending ? <Spinner /> : null}
      {days.isError ? (
        <Notice tone="danger" role="alert">
          {errorText(days.error)}
        </Notice>
      ) : null}
      {days.data && days.data.length === 0 ? <Notice>{labels.noDays}</Notice> : null}
      {days.data && days.data.length > 0 ? (
        // The same calendar as when booking: free days stand out, the rest (holidays named) cannot be chosen.
        <div className="flex flex-col gap-2">
          <span id={dayLabelId} className="text-sm font-medium text-ink">
            {labels.day}
          </span>
          <BookingDatePicker
            available={days.data}
            value={day}
            today={osloToday()}
            lastMonth={lastMonth}
            labelledBy={dayLabelId}
            onChange={choice.chooseDay}
          />
        </div>
      ) : null}
      {day ? (
        <div className="flex flex-col gap-2" aria-live="polite">
          <span id={timesId} className="text-sm font-medium text-ink">
            {labels.times}
          </span>
          {times.isPending ? (
            <p role="status" className="flex items-center gap-2 text-ink-muted">
              <Spinner className="size-4" />
              {labels.loadingTimes}
            </p>
          ) : null}
          {times.isError ? (
            <Notice tone="danger" role="alert">
              {errorText(times.error)}
            </Notice>
          ) : null}
          {times.data && times.data.length === 0 ? <p className="text-ink-muted">{labels.noTimes}</p> : null}
          {times.data && times.data.length > 0 ? (
            <RadioGroup.Root
              aria-labelledby={timesId}
              value={start ?? ''}
              onValueChange={choice.chooseStart}
              className="grid grid-cols-3 gap-2 sm:grid-cols-4"
            >
              {times.data.map((time) => (
                <RadioGroup.Item
                  key={time.toISOString()}
                  value={time.toISOString()}
                  className={cn(
                    'min-h-touch rounded-lg border border-border-strong bg-surface px-3 font-semibold text-ink',
                    'hover:border-primary-600 data-[state=checked]:border-primary-700 data-[state=checked]:bg-primary-700 data-[state=checked]:text-white',
                    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
                  )}
                >
                  {formatTime(time, language)}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          ) : null}
        </div>
      ) : null}
      {missing ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {day ? labels.chooseTime : labels.chooseDay}
        </p>
      ) : null}
    </>
  );
}
