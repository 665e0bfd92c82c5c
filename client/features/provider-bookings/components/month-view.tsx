import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/i18n/languages.ts';
import { intlLocale } from '../../../lib/format/intl-locale.ts';
import { cn } from '../../../lib/class-names.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { ProviderBookingItem } from '../api/provider-bookings.ts';
import { formatDayLong, formatMonthYear } from '../lib/day-format.ts';
import { bookingsByDay } from '../lib/oslo-calendar.ts';
import { CalendarEntry } from './calendar-entry.tsx';

const weekdayNames = (language: Language, format: 'long' | 'short') =>
  // 2026-11-23 is a Monday; the next six days give the rest of the week in order.
  Array.from({ length: 7 }, (_, index) =>
    new Intl.DateTimeFormat(intlLocale(language), { weekday: format, timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 23 + index))),
  );

/** A month as a table: weekdays as column headers, a row per week, each day's bookings as links. */
export function MonthView({ month, weeks, bookings, today }: { month: string; weeks: string[][]; bookings: ProviderBookingItem[]; today: string }) {
  const { t } = useTranslation('agentBookings');
  const language = useLanguage();
  const byDay = bookingsByDay(bookings, weeks.flat());
  const long = weekdayNames(language, 'long');
  const short = weekdayNames(language, 'short');
  return (
    <table className="w-full table-fixed border-collapse overflow-hidden rounded-xl bg-surface text-sm">
      <caption className="sr-only">{formatMonthYear(`${month}-01`, language)}</caption>
      <thead>
        <tr>
          {long.map((name, index) => (
            <th key={name} scope="col" abbr={name} className="border border-border px-1 py-2 text-xs font-semibold text-ink-soft capitalize">
              <span aria-hidden="true">{short[index]}</span>
              <span className="sr-only">{name}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const entries = byDay.get(day) ?? [];
              const outside = !day.startsWith(month);
              const isToday = day === today;
              return (
                <td
                  key={day}
                  aria-current={isToday ? 'date' : undefined}
                  className={cn('h-20 border border-border p-0.5 align-top md:h-28 md:p-1', outside && 'bg-sunken', isToday && 'bg-primary-50')}
                >
                  <p className={cn('px-1 text-xs font-semibold', outside ? 'text-ink-muted' : 'text-ink', isToday && 'text-primary-800')}>
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <span className="sr-only">
                      {formatDayLong(day, language)}
                      {isToday ? `, ${t('calendar.today')}` : ''}
                      {entries.length ? `, ${t('calendar.count', { count: entries.length })}` : ''}
                    </span>
                  </p>
                  {entries.length ? (
                    <ul className="mt-1 flex flex-col gap-0.5">
                      {entries.map(({ booking }) => (
                        <li key={booking.id}>
                          <CalendarEntry booking={booking} compact className="px-1 py-0.5" />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
