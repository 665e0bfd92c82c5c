import { Link } from '../../../lib/navigation.tsx';
import { ArrowRight, CalendarDays, History, Inbox, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProviderBookingTab } from '#shared/bookings/booking.schema.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useProviderBookings } from '../api/provider-bookings.ts';
import { calendarPath, tabPath } from '../lib/booking-paths.ts';
import { BookingRow } from './booking-row.tsx';

const shown = 3;

/** The bookings' front page: requests to answer first (the 72-hour clock runs), then what comes next. */
export function BookingsOverview() {
  const { t } = useTranslation('agentBookings');
  const shortcuts = [
    { to: calendarPath, label: t('overview.calendar'), icon: CalendarDays },
    { to: tabPath('pending'), label: t('tabs.pending'), icon: Inbox },
    { to: tabPath('upcoming'), label: t('tabs.upcoming'), icon: ListChecks },
    { to: tabPath('previous'), label: t('tabs.previous'), icon: History },
  ];
  return (
    <div className="flex flex-col gap-8">
      <nav aria-label={t('overview.shortcuts')}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {shortcuts.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-touch items-center gap-3 rounded-xl border border-border bg-surface p-4 font-semibold text-primary-800 hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-primary-500"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <OverviewSection tab="pending" />
      <OverviewSection tab="upcoming" />
    </div>
  );
}

function OverviewSection({ tab }: { tab: Extract<ProviderBookingTab, 'pending' | 'upcoming'> }) {
  const { t } = useTranslation('agentBookings');
  const errorText = useErrorText();
  const query = useProviderBookings(tab);
  const headingId = `overview-${tab}`;
  const first = query.data?.pages[0];
  const count = first?.data.length ?? 0;
  const more = Boolean(first?.next);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {t(`overview.${tab}.title`)}
        </h2>
        <Link to={tabPath(tab)} className="inline-flex min-h-touch items-center gap-1 font-medium text-primary-700 hover:underline">
          {t(`overview.${tab}.all`)}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {query.isPending ? (
        <div role="status" aria-label={t('state.loading')} className="flex flex-col gap-3">
          <Skeleton className="h-24" />
        </div>
      ) : query.isError ? (
        <Notice tone="danger" role="alert" title={errorText(query.error)} />
      ) : (
        <>
          <p aria-live="polite" className="text-base text-ink-soft">
            {count === 0 ? t(`overview.${tab}.none`) : t(`overview.${tab}.count${more ? 'More' : ''}`, { count })}
          </p>
          {count ? (
            <ul className="flex flex-col gap-3">
              {first?.data.slice(0, shown).map((booking) => (
                <BookingRow key={booking.id} booking={booking} />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
