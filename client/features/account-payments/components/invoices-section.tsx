import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { invoicePdfUrl, useInvoices } from '../api/invoices.ts';
import { PaymentsSection } from './payments-section.tsx';

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The customer's invoices with their due dates, each as a PDF. */
export function InvoicesSection() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const errorText = useErrorText();
  const invoices = useInvoices();
  return (
    <PaymentsSection id="invoices" title={t('paymentsPage.invoices.title')} icon={<FileText aria-hidden="true" />}>
      {invoices.isPending ? (
        <div role="status" aria-label={t('paymentsPage.invoices.loading')}>
          <Skeleton className="h-16 w-full rounded-lg" />
        </div>
      ) : invoices.isError ? (
        <Notice tone="danger" role="alert" action={<Button variant="secondary" size="sm" onClick={() => void invoices.refetch()}>{t('paymentsPage.retry')}</Button>}>
          {errorText(invoices.error)}
        </Notice>
      ) : invoices.data.length === 0 ? (
        <p className="text-base text-ink-muted">{t('paymentsPage.invoices.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border" aria-label={t('paymentsPage.invoices.title')}>
          {invoices.data.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4">
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {t('paymentsPage.invoices.number', { number: invoice.number })}
                  <Badge tone={invoice.status === 'open' ? 'warning' : 'neutral'}>{t(`paymentsPage.invoices.status.${invoice.status}`)}</Badge>
                </span>
                <span className="text-sm text-ink-muted">
                  {t('paymentsPage.invoices.details', { order: invoice.orderNumber, due: formatDate(asDate(invoice.dueAt), language), kid: invoice.kid })}
                </span>
              </div>
              <div className="flex items-center gap-4">
                <span className="font-semibold text-ink tabular-nums">{formatMoney(invoice.amountOre, language)}</span>
                <a href={invoicePdfUrl(invoice.id)} className="inline-flex min-h-touch items-center font-semibold text-primary-700 hover:underline">
                  {t('paymentsPage.invoices.pdf')}
                  <span className="sr-only">: {t('paymentsPage.invoices.number', { number: invoice.number })}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PaymentsSection>
  );
}
