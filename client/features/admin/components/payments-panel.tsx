import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../../lib/navigation.tsx';
import { type AdminLedgerKind, type AdminLedgerSummary, adminLedgerKinds } from '#shared/payments/admin-ledger.schema.ts';
import { queryParams } from '#shared/routing/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/class-names.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAdminLedger, useAdminLedgerSummary } from '../api/admin-api.ts';
import { QueryFilterPills, tableClasses, useDateTime } from './admin-bits.tsx';
import { PagedTable } from './paged-table.tsx';
import { adminPaths } from './admin-paths.ts';

const kindOf = (value: string | null): AdminLedgerKind | null => (adminLedgerKinds as readonly string[]).includes(value ?? '') ? (value as AdminLedgerKind) : null;

/**
 * The money ledger for support: what came in, went back and went out, whether it adds up, and
 * every movement newest first with the booking it belongs to.
 */
export function PaymentsPanel() {
  const { t } = useTranslation('admin');
  const [search] = useSearchParams();
  const kind = kindOf(search.get(queryParams.ledgerKind));

  return (
    <section aria-labelledby="payments-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id="payments-title" className="text-2xl font-semibold text-ink">
          {t('payments.title')}
        </h2>
        <p className="text-base text-ink-muted">{t('payments.lead')}</p>
      </div>
      <LedgerSummary />
      <QueryFilterPills label={t('payments.filterLabel')} param={queryParams.ledgerKind} values={adminLedgerKinds} allText={t('payments.all')} textOf={(value) => t(`payments.kinds.${value}`)} />
      <LedgerTable kind={kind} />
    </section>
  );
}

const totals: { kind: AdminLedgerKind; field: keyof AdminLedgerSummary }[] = [
  { kind: 'charge', field: 'chargesOre' },
  { kind: 'refund', field: 'refundsOre' },
  { kind: 'fee', field: 'feesOre' },
  { kind: 'payout', field: 'payoutsOre' },
];

function LedgerSummary() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const summary = useAdminLedgerSummary();
  return (
    <section aria-labelledby="payments-summary" className="flex flex-col gap-3">
      <h3 id="payments-summary" className="text-xl font-semibold text-ink">
        {t('payments.summaryTitle')}
      </h3>
      {summary.isError ? (
        <Notice tone="danger" role="alert" title={t('loadError')} action={<Button variant="secondary" onClick={() => void summary.refetch()}>{t('retry')}</Button>} />
      ) : summary.isPending ? (
        <Spinner className="size-6 text-primary-700" />
      ) : (
        <div aria-live="polite" className="flex flex-col gap-3">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {totals.map(({ kind, field }) => (
              <div key={kind} className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-4">
                <dt className="text-sm font-medium text-ink-muted">{t(`payments.totals.${kind}`)}</dt>
                <dd className="text-xl font-semibold text-ink tabular-nums">{formatMoney(Number(summary.data[field]), language)}</dd>
              </div>
            ))}
          </dl>
          {summary.data.reconciles ? (
            <Notice tone="info" role="status" title={t('payments.reconciles')}>
              {t('payments.reconcilesText')}
            </Notice>
          ) : (
            <Notice tone="warning" role="status" title={t('payments.problems', { count: summary.data.problemCount })}>
              {t('payments.problemsText')}
            </Notice>
          )}
        </div>
      )}
    </section>
  );
}

function LedgerTable({ kind }: { kind: AdminLedgerKind | null }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const dateTime = useDateTime();
  const ledger = useAdminLedger(kind);
  const rows = ledger.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <>
      <PagedTable
        query={ledger}
        rowCount={rows.length}
        emptyText={t('payments.empty')}
        caption={kind ? t('payments.captionKind', { kind: t(`payments.kinds.${kind}`) }) : t('payments.caption')}
        columns={[
          { label: t('payments.columns.when') },
          { label: t('payments.columns.kind') },
          { label: t('payments.columns.amount'), align: 'right' },
          { label: t('payments.columns.booking') },
          { label: t('payments.columns.reference') },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={cn(tableClasses.td, 'whitespace-nowrap')}>
              <time dateTime={row.createdAt}>{dateTime(new Date(row.createdAt))}</time>
            </td>
            <td className={tableClasses.td}>{t(`payments.kinds.${row.kind}`)}</td>
            <td className={cn(tableClasses.td, 'text-right whitespace-nowrap tabular-nums')}>{formatMoney(row.amountOre, language)}</td>
            <td className={tableClasses.td}>
              {row.orderNumber ? (
                <span className="flex flex-col">
                  <Link
                    to={adminPaths.booking(row.orderNumber)}
                    aria-label={t('payments.openBooking', { orderNumber: row.orderNumber })}
                    className="font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800"
                  >
                    {row.orderNumber}
                  </Link>
                  <span className="text-ink-muted">{row.serviceTitle}</span>
                </span>
              ) : (
                <span className="text-ink-muted">{t('payments.noBooking')}</span>
              )}
            </td>
            <td className={cn(tableClasses.td, 'text-xs break-all text-ink-muted')}>{row.reference ?? t('payments.noReference')}</td>
          </tr>
        ))}
      </PagedTable>
    </>
  );
}
