import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useBookingsNeedingAttention } from '../api/admin-api.ts';
import { tableClasses, useDateTime } from './admin-bits.tsx';
import { adminPaths } from './admin-paths.ts';
import { PagedTable } from './paged-table.tsx';

const linkClass = 'font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800';

/**
 * Confirmed bookings yet to start whose provider was blocked or lost its approval: paid for, but
 * nobody will come unless support arranges it. Each opens in the booking search above by its order
 * number, where support can cancel with a refund.
 */
export function AttentionBookings() {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const list = useBookingsNeedingAttention();
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section aria-labelledby="attention-title" className="flex flex-col gap-3">
      <h3 id="attention-title" className="text-xl font-semibold text-ink">
        {t('bookings.attention.title')}
      </h3>
      <p className="text-base text-ink-muted">{t('bookings.attention.lead')}</p>
      <PagedTable
        query={list}
        rowCount={rows.length}
        emptyText={t('bookings.attention.empty')}
        caption={t('bookings.attention.caption')}
        columns={[
          { label: t('bookings.attention.columns.booking') },
          { label: t('bookings.attention.columns.time') },
          { label: t('bookings.attention.columns.customer') },
          { label: t('bookings.attention.columns.provider') },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={tableClasses.td}>
              <span className="flex flex-col">
                <Link to={adminPaths.booking(row.orderNumber)} className={linkClass} aria-label={t('bookings.attention.open', { orderNumber: row.orderNumber })}>
                  {row.orderNumber}
                </Link>
                <span>{row.serviceTitle}</span>
              </span>
            </td>
            <td className={cn(tableClasses.td, 'whitespace-nowrap')}>
              <time dateTime={row.startsAt}>{dateTime(new Date(row.startsAt))}</time>
            </td>
            <td className={tableClasses.td}>
              <span className="flex flex-col">
                <span>{row.customerName}</span>
                <a href={`tel:${row.customerPhone}`} className={linkClass}>
                  {row.customerPhone}
                </a>
                <a href={`mailto:${row.customerEmail}`} className={cn(linkClass, 'break-all')}>
                  {row.customerEmail}
                </a>
              </span>
            </td>
            <td className={tableClasses.td}>
              <span className="flex flex-col">
                <span>{row.providerName}</span>
                <span className="text-ink-muted">{t(`bookings.attention.reasons.${row.reason}`)}</span>
              </span>
            </td>
          </tr>
        ))}
      </PagedTable>
    </section>
  );
}
