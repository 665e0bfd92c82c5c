import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { holidayOn } from '#shared/availability/holidays.ts';
import { cn } from '../../lib/class-names.ts';
import { intlLocale } from '../../lib/format/intl-locale.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { addMonths, monthOf, monthWeeks, movedDate, type IsoDate, type IsoMonth } from './month-grid.ts';

export type BookingDatePickerProps = {
  /** Oslo dates that can be booked, sorted. */
  available: readonly string[];
  value: IsoDate | null;
  onChange: (date: IsoDate) => void;
  today: IsoDate;
  /** The last month shown (the server answers for this year and next only). */
  lastMonth: IsoMonth;
  labelledBy: string;
  describedBy?: string;
};

/**
 * A month grid after the WAI-ARIA date picker pattern: one day is in the tab order, arrow keys
 * move by day and week, Home and End to the week's ends, Page Up and Down by month. Days that
 * cannot be booked can be passed over but not chosen. A public holiday (or julaften) carries its
 * name, and one that cannot be booked is listed under the grid as closed, so a customer knows why.
 */
export function BookingDatePicker({ available, value, onChange, today, lastMonth, labelledBy, describedBy }: BookingDatePickerProps) {
  const { t } = useTranslation(['booking', 'common']);
  const language = useLanguage();
  const open = new Set(available);
  const firstMonth = monthOf(today);
  const [focused, setFocused] = useState<IsoDate>(() => value ?? available.find((day) => day >= today) ?? today);
  const [month, setMonth] = useState<IsoMonth>(() => monthOf(focused));
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  // The first open day may arrive after the grid appears; start there unless the person has moved.
  const firstOpen = available.find((day) => day >= today);
  useEffect(() => {
    if (moved.current || value || !firstOpen) return;
    setFocused(firstOpen);
    setMonth(monthOf(firstOpen));
  }, [firstOpen, value]);

  useEffect(() => {
    if (!moved.current) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const utcDay = (date: IsoDate) => new Date(`${date}T00:00:00Z`);
  // Calendar dates are shown as UTC midnights so no time zone can move them to another day.
  const caption = new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcDay(`${month}-01`));
  const longDate = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const weekdayShort = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  const weekdayDates = Array.from({ length: 7 }, (_, index) => utcDay(`2024-01-0${index + 1}`));
  const weeks = monthWeeks(month);
  const openThisMonth = available.some((day) => monthOf(day) === month && day >= today);
  const isBookable = (date: IsoDate) => open.has(date) && date >= today;
  const holidayName = (date: IsoDate) => {
    const holiday = holidayOn(date);
    return holiday ? t(`common:holiday.${holiday.key}`) : null;
  };
  const closedHolidays = weeks
    .flat()
    .filter((date): date is IsoDate => date !== null && date >= today && !isBookable(date) && holidayOn(date) !== undefined);
  const dayMonth = new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'short', timeZone: 'UTC' });

  const showMonth = (next: IsoMonth) => {
    if (next < firstMonth || next > lastMonth) return;
    setMonth(next);
    const firstOpenInMonth = available.find((day) => monthOf(day) === next && day >= today);
    setFocused(firstOpenInMonth ?? (next === firstMonth ? today : `${next}-01`));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: IsoDate) => {
    const next = movedDate(date, event.key);
    if (!next) return;
    event.preventDefault();
    if (monthOf(next) < firstMonth || monthOf(next) > lastMonth) return;
    moved.current = true;
    setFocused(next);
    setMonth(monthOf(next));
  };

  const focusable = weeks.flat().includes(focused) ? focused : (weeks.flat().find((day) => day !== null) ?? null);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => showMonth(addMonths(month, -1))}
          disabled={month <= firstMonth}
          aria-label={t('date.previousMonth')}
          className="inline-flex size-touch items-center justify-center rounded-full text-ink hover:bg-sunken focus-visible:outline-3 focus-visible:outline-primary-500 disabled:opacity-40"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p aria-live="polite" className="font-semibold text-ink first-letter:uppercase" id={`${labelledBy}-month`}>
          {caption}
        </p>
        <button
          type="button"
          onClick={() => showMonth(addMonths(month, 1))}
          disabled={month >= lastMonth}
          aria-label={t('date.nextMonth')}
          className="inline-flex size-touch items-center justify-center rounded-full text-ink hover:bg-sunken focus-visible:outline-3 focus-visible:outline-primary-500 disabled:opacity-40"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={`${labelledBy} ${labelledBy}-month`}
        aria-describedby={describedBy}
        className="w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {weekdayDates.map((day) => (
              <th key={day.toISOString()} scope="col" abbr={weekdayLong.format(day)} className="pb-1 text-xs font-semibold text-ink-muted">
                {weekdayShort.format(day).replace('.', '')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => {
                if (!date) return <td key={`empty-${index}`} />;
                const bookable = isBookable(date);
                const selected = date === value;
                const holiday = holidayName(date);
                const state = holiday ? (bookable ? holiday : t('common:holidayClosed', { holiday })) : bookable ? null : t('date.unavailable');
                return (
                  <td key={date} className="p-0">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focusable ? 0 : -1}
                      aria-disabled={bookable ? undefined : true}
                      aria-pressed={selected}
                      aria-label={`${longDate.format(utcDay(date))}${state ? `, ${state}` : ''}`}
                      title={holiday ? (state ?? undefined) : undefined}
                      aria-current={date === today ? 'date' : undefined}
                      onClick={() => {
                        setFocused(date);
                        if (bookable) onChange(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      className={cn(
                        'relative flex h-11 w-full items-center justify-center rounded-lg text-sm tabular-nums transition-colors',
                        'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-primary-500',
                        bookable ? 'font-semibold text-primary-900 hover:bg-primary-100' : 'cursor-not-allowed text-ink-muted',
                        bookable && !selected && 'bg-primary-50',
                        selected && 'bg-primary-700 text-white hover:bg-primary-800',
                        date === today && !selected && 'underline underline-offset-4',
                      )}
                    >
                      {Number(date.slice(8, 10))}
                      {holiday ? <span aria-hidden="true" className="absolute bottom-1.5 size-1 rounded-full bg-current" /> : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {closedHolidays.length > 0 ? (
        <ul className="flex flex-col gap-0.5 text-sm text-ink-muted">
          {closedHolidays.map((date) => (
            <li key={date} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 inline-block size-1 shrink-0 rounded-full bg-current" />
              <span>
                <span className="tabular-nums">{dayMonth.format(utcDay(date))}</span> {t('common:holidayClosed', { holiday: holidayName(date) })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {!openThisMonth ? <p className="text-sm text-ink-muted">{t('date.noneThisMonth')}</p> : null}
    </div>
  );
}
