import { Link } from '../../../lib/navigation.tsx';
import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { receiptPath } from '#shared/routing/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useReceipts } from '../api/receipts.ts';
import { PaymentsSection } from './payments-section.tsx';

/** What the customer has paid for, newest first, each with a printable receipt. */
export function ReceiptsSection() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const errorText = useErrorText();
  const receipts = useReceipts();
  const rows = receipts.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <PaymentsSection id="receipts" title={t('paymentsPage.receipts.title')} icon={<Receipt aria-hidden="true" />}>
      {receipts.isPending ? (
        <div role="status" aria-label={t('paymentsPage.receipts.loading')}>
          <Skeleton className="h-16 w-full rounded-lg" />
        </div>
      ) : receipts.isError ? (
        <Notice tone="danger" role="alert" action={<Button variant="secondary" size="sm" onClick={() => void receipts.refetch()}>{t('paymentsPage.retry')}</Button>}>
          {errorText(receipts.error)}
        </Notice>
      ) : rows.length === 0 ? (
        <p className="text-base text-ink-muted">{t('paymentsPage.receipts.none')}</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-border rounded-lg border border-border" aria-label={t('paymentsPage.receipts.title')}>
            {rows.map((row) => (
              <li key={row.bookingId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4" data-testid="receipt-row">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-semibold text-ink">{row.serviceTitle}</span>
                  <span className="text-sm text-ink-muted">
                    {[t('paymentsPage.receipts.order', { number: row.orderNumber }), row.paidAt ? formatDate(new Date(row.paidAt), language) : null].filter(Boolean).join(' · ')}
                  </span>
                </div>
                <div className="flex items-center gap-4">
                  <span className="font-semibold text-ink tabular-nums">{formatMoney(row.totalOre, language)}</span>
                  <Link to={receiptPath(row.bookingId)} className="inline-flex min-h-touch items-center font-semibold text-primary-700 hover:underline">
                    {t('paymentsPage.receipts.open')}
                    <span className="sr-only">: {row.serviceTitle}, {row.orderNumber}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          {receipts.hasNextPage ? (
            <Button variant="secondary" className="self-start" loading={receipts.isFetchingNextPage} onClick={() => void receipts.fetchNextPage()}>
              {t('paymentsPage.receipts.more')}
            </Button>
          ) : null}
        </>
      )}
    </PaymentsSection>
  );
}
