import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { Link, useLocation } from '../../../lib/navigation.tsx';
import { paths } from '#shared/routing/paths.ts';
import { cn } from '../../../lib/class-names.ts';
import { adminPaths } from './admin-paths.ts';
import { AuditLogPanel } from './audit-log-panel.tsx';
import { BookingsPanel } from './bookings-panel.tsx';
import { InvoicesPanel } from './invoices-panel.tsx';
import { PaymentsPanel } from './payments-panel.tsx';
import { RegistrationDetail } from './registration-detail.tsx';
import { RegistrationQueue } from './registration-queue.tsx';
import { UsersPanel } from './users-panel.tsx';

/** A path inside the console, relative to `/admin`. */
const inAdmin = (path: string) => path.slice(paths.admin.length + 1);

const sections = ['registrations', 'bookings', 'payments', 'invoices', 'users', 'auditLog'] as const;
type Section = (typeof sections)[number];

function sectionOf(pathname: string): Section {
  if (pathname.startsWith(adminPaths.users)) return 'users';
  if (pathname.startsWith(adminPaths.auditLog)) return 'auditLog';
  if (pathname.startsWith(adminPaths.bookings)) return 'bookings';
  if (pathname.startsWith(adminPaths.payments)) return 'payments';
  if (pathname.startsWith(adminPaths.invoices)) return 'invoices';
  return 'registrations';
}

/**
 * The admin console (spec §2): registrations to review, bookings to cancel or refund, the money
 * ledger, users and the audit log. `categoryName`
 * names a category by id in the reader's language (the catalogue is another feature's).
 */
export function AdminConsole({ categoryName }: { categoryName: (id: string) => string | null }) {
  const { t } = useTranslation('admin');
  const current = sectionOf(useLocation().pathname);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
      <nav aria-label={t('nav.label')}>
        <ul className="flex gap-1 overflow-x-auto border-b border-border">
          {sections.map((section) => (
            <li key={section}>
              <Link
                to={adminPaths[section]}
                aria-current={section === current ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex min-h-touch items-center rounded-t-md border-b-2 px-4 text-base font-medium',
                  section === current ? 'border-primary-700 text-primary-800' : 'border-transparent text-ink-muted hover:text-ink',
                )}
              >
                {t(`nav.${section}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        <Route index element={<RegistrationQueue />} />
        <Route path={`${inAdmin(paths.adminProviders)}/:id`} element={<RegistrationDetail categoryName={categoryName} />} />
        <Route path={inAdmin(paths.adminUsers)} element={<UsersPanel />} />
        <Route path={inAdmin(paths.adminBookings)} element={<BookingsPanel />} />
        <Route path={inAdmin(paths.adminPayments)} element={<PaymentsPanel />} />
        <Route path={inAdmin(paths.adminInvoices)} element={<InvoicesPanel />} />
        <Route path={inAdmin(paths.adminAuditLog)} element={<AuditLogPanel />} />
        <Route path="*" element={<RegistrationQueue />} />
      </Routes>
    </div>
  );
}
