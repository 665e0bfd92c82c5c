import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/class-names.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { ProviderBookingItem } from '../api/provider-bookings.ts';
import { formatDayLong, formatDayShort, formatWeekdayShort } from '../lib/day-format.ts';
import { assignLanes, bookingsByDay, visibleHours } from '../lib/oslo-calendar.ts';
import { CalendarEntry } from './calendar-entry.tsx';

const hourRem = 3;

/**
 * Seven day columns, each a heading and an ordered list of that day's bookings, so a screen
 * reader or the keyboard goes day by day and booking by booking. From tablet width the lists are
 * laid on an hour grid by Oslo time; on a phone they stay a plain list of days.
 */
export function WeekView({ days, bookings, today }: { days: string[]; bookings: ProviderBookingItem[]; today: string }) {
  const { t } = useTranslation('agentBookings');
  const language = useLanguage();
  const byDay = bookingsByDay(bookings, days);
  const { startHour, endHour } = visibleHours([...byDay.values()].flat().map((entry) => entry.placement));
  const hours = Array.from({ length: endHour - startHour }, (_, index) => startHour + index);
  const gridStyle = { '--hours': hours.length, '--hour': `${hourRem}rem` } as CSSProperties;

  return (
    <div style={gridStyle} className="flex flex-col gap-3 md:grid md:grid-cols-[3rem_repeat(7,minmax(0,1fr))] md:gap-0 md:rounded-xl md:border md:border-border md:bg-surface">
      <div aria-hidden="true" className="hidden md:block md:pt-14">
        {hours.map((hour) => (
          <div key={hour} className="h-(--hour) pr-1 text-right text-xs text-ink-muted">
            {String(hour).padStart(2, '0')}:00
          </div>
        ))}
      </div>
      {days.map((day) => {
        const entries = byDay.get(day) ?? [];
        const lanes = assignLanes(entries.map((entry) => entry.placement));
        const isToday = day === today;
        const headingId = `week-day-${day}`;
        return (
          <section
            key={day}
            aria-labelledby={headingId}
            className="rounded-xl border border-border bg-surface p-3 md:rounded-none md:border-0 md:border-l md:p-0"
          >
            <h3
              id={headingId}
              aria-current={isToday ? 'date' : undefined}
              className={cn(
                'text-sm font-semibold text-ink md:flex md:h-14 md:flex-col md:items-center md:justify-center md:border-b md:border-border',
                isToday && 'text-primary-800 md:bg-primary-50',
              )}
            >
              <span className="sr-only">{formatDayLong(day, language)}</span>
              <span aria-hidden="true" className="inline-block first-letter:uppercase">
                {formatWeekdayShort(day, language)} {formatDayShort(day, language)}
              </span>
              {isToday ? <span className="ml-2 text-xs font-normal md:ml-0">{t('calendar.today')}</span> : null}
            </h3>
            {entries.length ? (
              <ol
                className={cn(
                  'mt-2 flex flex-col gap-2 md:relative md:mt-0 md:block md:h-[calc(var(--hours)*var(--hour))]',
                  'md:bg-[repeating-linear-gradient(to_bottom,var(--color-border)_0,var(--color-border)_1px,transparent_1px,transparent_var(--hour))]',
                )}
              >
                {entries.map(({ booking, placement }, index) => {
                  const lane = lanes[index] ?? { lane: 0, lanes: 1 };
                  const style = {
                    '--top': `${((placement.startMinutes - startHour * 60) / 60) * hourRem}rem`,
                    '--height': `${Math.max(((placement.endMinutes - placement.startMinutes) / 60) * hourRem, 1.5)}rem`,
                    '--left': `${(lane.lane / lane.lanes) * 100}%`,
                    '--width': `${100 / lane.lanes}%`,
                  } as CSSProperties;
                  return (
                    <li key={booking.id} style={style} className="md:absolute md:top-(--top) md:left-(--left) md:h-(--height) md:w-(--width) md:p-0.5">
                      <CalendarEntry booking={booking} className="min-h-touch md:h-full md:min-h-0" />
                    </li>
                  );
                })}
              </ol>
            ) : (
              <>
                <p className="mt-1 text-sm text-ink-muted md:sr-only">{t('calendar.noBookings')}</p>
                <div aria-hidden="true" className="hidden md:block md:h-[calc(var(--hours)*var(--hour))] md:bg-[repeating-linear-gradient(to_bottom,var(--color-border)_0,var(--color-border)_1px,transparent_1px,transparent_var(--hour))]" />
              </>
            )}
          </section>
        );
      })}
    </div>
  );
}
