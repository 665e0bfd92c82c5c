import { useTranslation } from 'react-i18next';
import { holidayOn } from '#shared/availability/holidays.ts';
import { cn } from '../../../lib/class-names.ts';
import { intlLocale } from '../../../lib/format/intl-locale.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { addDays, osloToday, weekdayOf, weekdays, type ScheduleValues } from '../lib/schedule-form.ts';

type DayState = 'past' | 'open' | 'closed' | 'overrideOpen' | 'overrideClosed' | 'holiday' | 'beyond';

const styles: Record<DayState, string> = {
  past: 'bg-canvas text-ink-muted',
  open: 'bg-primary-50 text-primary-900',
  closed: 'bg-sunken text-ink-muted line-through',
  overrideOpen: 'bg-primary-50 text-primary-900 ring-2 ring-primary-600 ring-inset',
  overrideClosed: 'bg-sunken text-ink-muted line-through ring-2 ring-warning-700 ring-inset',
  holiday: 'bg-warning-50 text-ink-muted line-through',
  beyond: 'bg-canvas text-ink-muted',
};

const weeksShown = 6;

/** Whether customers can book a date, by the values as they are in the form now. */
function stateOf(values: ScheduleValues, date: string, today: string): DayState {
  if (date < today) return 'past';
  const horizon = Number(values.horizonDays);
  if (Number.isFinite(horizon) && horizon > 0 && date > addDays(today, horizon)) return 'beyond';
  const override = values.overrides.find((candidate) => candidate.date === date);
  if (override) return override.isAvailable && values.isAvailable ? 'overrideOpen' : 'overrideClosed';
  // As the availability engine: an override wins over a holiday, a holiday over the weekday.
  if (values.closedOnHolidays && holidayOn(date)) return 'holiday';
  const weekday = values.weekdays.find((candidate) => candidate.day === weekdayOf(date));
  return values.isAvailable && weekday?.open && weekday.workingHours.length > 0 ? 'open' : 'closed';
}

/** Six weeks from this week's Monday (Oslo dates), each day marked open, closed, a closed holiday or changed by a date. */
export function ScheduleCalendar({ values }: { values: ScheduleValues }) {
  const { t } = useTranslation(['schedule', 'common']);
  const language = useLanguage();
  const today = osloToday();
  const start = addDays(today, -weekdays.indexOf(weekdayOf(today)));
  const dates = Array.from({ length: weeksShown * 7 }, (_, index) => addDays(start, index));
  // Calendar dates are formatted as UTC midnights so no time zone moves them to another day.
  const longDate = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const monthOf = new Intl.DateTimeFormat(intlLocale(language), { month: 'short', timeZone: 'UTC' });

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-ink-muted" aria-hidden="true">
        {weekdays.map((day) => (
          <span key={day}>{t(`weekdaysShort.${day}`)}</span>
        ))}
      </div>
      <ol className="grid grid-cols-7 gap-1" aria-label={t('calendar.label')}>
        {dates.map((date) => {
          const state = stateOf(values, date, today);
          const at = new Date(`${date}T00:00:00Z`);
          const holiday = holidayOn(date);
          const dayOfMonth = at.getUTCDate();
          return (
            <li
              key={date}
              aria-label={
                holiday
                  ? t('calendar.holiday', { date: longDate.format(at), holiday: t(`common:holiday.${holiday.key}`), state: t(`calendar.states.${state}`) })
                  : `${longDate.format(at)}: ${t(`calendar.states.${state}`)}`
              }
              title={holiday ? t(`common:holiday.${holiday.key}`) : undefined}
              className={cn('flex aspect-square flex-col items-center justify-center rounded-md text-sm', styles[state], date === today && 'font-bold')}
            >
              <span aria-hidden="true">{dayOfMonth}</span>
              {dayOfMonth === 1 || date === start ? (
                <span aria-hidden="true" className="text-[0.65rem] no-underline">
                  {monthOf.format(at)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
        {(['open', 'closed', 'overrideOpen', 'overrideClosed', ...(values.closedOnHolidays ? (['holiday'] as const) : [])] as const).map((state) => (
          <li key={state} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('inline-block size-3 rounded-sm', styles[state])} />
            {t(`calendar.states.${state}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
