import { useSearchParams } from '../../../lib/navigation.tsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { calendarViewSlugs, queryParams } from '#shared/routing/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useProviderCalendar } from '../api/provider-bookings.ts';
import { formatDayShort, formatMonthYear } from '../lib/day-format.ts';
import { isoWeek, monthRange, osloToday, shiftAnchor, weekRange, type CalendarView } from '../lib/oslo-calendar.ts';
import { kindClasses, legendKinds } from '../lib/status-style.ts';
import { MonthView } from './month-view.tsx';
import { WeekView } from './week-view.tsx';

const isDay = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));

/**
 * The provider's bookings by week or month (Oslo dates). View and day live in the address, so a
 * booking opened from the calendar comes back to the same week.
 */
export function BookingCalendar() {
  const { t } = useTranslation('agentBookings');
  const language = useLanguage();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const today = osloToday();
  const view: CalendarView = params.get(queryParams.calendarView) === calendarViewSlugs.month ? 'month' : 'week';
  const requested = params.get(queryParams.day);
  const anchor = isDay(requested) ? requested : today;
  const week = weekRange(anchor);
  const month = monthRange(anchor);
  const range = view === 'week' ? week : month;
  const query = useProviderCalendar(range.from, range.to);

  const go = (next: { view?: CalendarView; day?: string }) =>
    setParams({ [queryParams.calendarView]: calendarViewSlugs[next.view ?? view], [queryParams.day]: next.day ?? anchor }, { replace: true });
  const title =
    view === 'week'
      ? t('calendar.weekTitle', { week: isoWeek(anchor), from: formatDayShort(week.from, language), to: formatDayShort(week.to, language) })
      : formatMonthYear(anchor, language);

  return (
    <section aria-labelledby="calendar-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label={t('calendar.viewLabel')} className="inline-flex rounded-lg border border-border-strong bg-surface p-1">
          {(['week', 'month'] as const).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={view === name}
              onClick={() => go({ view: name })}
              className={cn(
                'min-h-touch rounded-md px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-primary-500',
                view === name ? 'bg-primary-700 text-white' : 'text-ink-soft hover:bg-sunken',
              )}
            >
              {t(`calendar.${name}`)}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-1">
          <Button variant="secondary" size="sm" aria-label={t(`calendar.previous.${view}`)} onClick={() => go({ day: shiftAnchor(view, anchor, -1) })}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => go({ day: today })}>
            {t('calendar.goToday')}
          </Button>
          <Button variant="secondary" size="sm" aria-label={t(`calendar.next.${view}`)} onClick={() => go({ day: shiftAnchor(view, anchor, 1) })}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
        <h2 id="calendar-title" aria-live="polite" className="text-lg font-semibold text-ink first-letter:uppercase sm:text-xl">
          {title}
        </h2>
        {query.isFetching ? <Spinner className="size-5 text-primary-700" /> : null}
      </div>
      <Legend />
      {query.isError ? (
        <Notice tone="danger" role="alert" title={errorText(query.error)} />
      ) : query.isPending ? (
        <p role="status" className="py-10 text-center text-ink-muted">
          {t('state.loading')}
        </p>
      ) : view === 'week' ? (
        <WeekView days={week.days} bookings={query.data} today={today} />
      ) : (
        <MonthView month={month.month} weeks={month.weeks} bookings={query.data} today={today} />
      )}
    </section>
  );
}

function Legend() {
  const { t } = useTranslation('agentBookings');
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <h3 id="calendar-legend" className="font-semibold text-ink">
        {t('calendar.legend')}
      </h3>
      <ul aria-labelledby="calendar-legend" className="flex flex-wrap gap-x-4 gap-y-2">
        {legendKinds.map((kind) => (
          <li key={kind} className="flex items-center gap-2 text-ink-soft">
            <span aria-hidden="true" className={cn('inline-block size-4 rounded-sm', kindClasses[kind])} />
            {t(`kind.${kind}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
