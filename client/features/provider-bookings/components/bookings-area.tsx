import type { MouseEvent, ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { Link, NavLink } from '../../../lib/navigation.tsx';
import { ArrowLeft, CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/layout/page-spinner.tsx';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useBooking } from '../../../components/bookings/use-booking.ts';
import { bookingsPath, calendarPath, listsPath, tabOfSlug, tabPath } from '../lib/booking-paths.ts';
import { BookingCalendar } from './booking-calendar.tsx';
import { BookingDetail } from './booking-detail.tsx';
import { calendarFeedAnchor, CalendarFeedPanel } from './calendar-feed-panel.tsx';
import { BookingTabs } from './booking-tabs.tsx';
import { BookingsOverview } from './bookings-overview.tsx';

/** A path inside the bookings area, relative to it. */
const inBookings = (path: string) => path.slice(bookingsPath.length + 1);

/**
 * /agent/bestillinger (spec §2 Provider dashboard: bookings): the overview at the index,
 * `kalender`, the three lists under `liste/:tab` (`venter`, `kommende`, `tidligere`), and one
 * booking at `:id`.
 */
export function BookingsArea({ supportEmail }: { supportEmail: string }) {
  return (
    <Routes>
      <Route index element={<OverviewPage />} />
      <Route path={inBookings(calendarPath)} element={<CalendarPage />} />
      <Route path={inBookings(listsPath)} element={<Navigate to={tabPath('pending')} replace />} />
      <Route path={`${inBookings(listsPath)}/:tab`} element={<ListPage />} />
      <Route path=":id" element={<DetailPage supportEmail={supportEmail} />} />
    </Routes>
  );
}

function Frame({ title, back, children, wide = false }: { title: string; back?: boolean; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('agentBookings');
  return (
    <div className={cn('mx-auto flex w-full flex-col gap-6', wide ? 'max-w-7xl' : 'max-w-4xl')}>
      <PageTitle title={title} />
      {back ? (
        <Link to={bookingsPath} className="inline-flex min-h-touch items-center gap-2 self-start font-medium text-primary-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('page.back')}
        </Link>
      ) : (
        <SubNav />
      )}
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

function SubNav() {
  const { t } = useTranslation('agentBookings');
  const links = [
    { to: bookingsPath, label: t('nav.overview'), end: true },
    { to: calendarPath, label: t('nav.calendar'), end: false },
    { to: listsPath, label: t('nav.lists'), end: false },
  ];
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-wrap gap-2">
        {links.map(({ to, label, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-touch items-center rounded-full border px-4 text-sm font-semibold',
                  isActive ? 'border-primary-700 bg-primary-700 text-white' : 'border-border-strong bg-surface text-ink-soft hover:bg-sunken',
                )
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function OverviewPage() {
  const { t } = useTranslation('agentBookings');
  return (
    <Frame title={t('page.title')}>
      <p className="text-base text-ink-muted">{t('page.lead')}</p>
      <BookingsOverview />
    </Frame>
  );
}

function goToFeed(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const heading = document.getElementById(`${calendarFeedAnchor}-title`);
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus({ preventScroll: true });
}

function CalendarPage() {
  const { t } = useTranslation('agentBookings');
  return (
    <Frame title={t('page.calendar')} wide>
      {/* The panel sits under the calendar, which can be long on a phone. The app scrolls to the top on
          every change of address, so the link moves there itself instead of changing the hash. */}
      <a href={`#${calendarFeedAnchor}`} onClick={goToFeed} className="-mt-3 inline-flex min-h-touch items-center gap-2 self-start font-medium text-primary-700 underline">
        <CalendarPlus aria-hidden="true" className="size-4" />
        {t('feed.jump')}
      </a>
      <BookingCalendar />
      <CalendarFeedPanel />
    </Frame>
  );
}

function ListPage() {
  const { t } = useTranslation('agentBookings');
  const tab = tabOfSlug(useParams().tab);
  if (!tab) return <Navigate to={tabPath('pending')} replace />;
  return (
    <Frame title={t('page.lists')}>
      <BookingTabs tab={tab} />
    </Frame>
  );
}

function DetailPage({ supportEmail }: { supportEmail: string }) {
  const { t } = useTranslation('agentBookings');
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const booking = useBooking(id);
  return (
    <Frame title={booking.data?.serviceTitle ?? t('page.booking')} back>
      {booking.isPending ? (
        <PageSpinner />
      ) : booking.isError ? (
        <Notice tone="danger" role="alert" title={errorText(booking.error)} />
      ) : booking.data ? (
        <BookingDetail booking={booking.data} supportEmail={supportEmail} />
      ) : (
        <Notice tone="warning" title={t('page.notFound')} />
      )}
    </Frame>
  );
}
