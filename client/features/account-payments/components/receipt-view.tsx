import { Link } from '../../../lib/navigation.tsx';
import { ArrowLeft, Printer, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { MissingPage, PageLoadError } from '../../../components/layout/page-states.tsx';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { appConfig } from '../../../lib/config.ts';
import { formatLongDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useReceipt, type ReceiptView as Receipt } from '../api/receipts.ts';

/** The receipt of one booking, laid out to print (the buttons stay off the paper). */
export function ReceiptView({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('account');
  const query = useReceipt(bookingId);
  if (query.isPending) {
    return (
      <PageContainer className="flex max-w-2xl flex-col gap-4 py-10">
        <div role="status" aria-label={t('receipt.loading')} className="flex flex-col gap-4">
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-80 w-full rounded-xl" />
        </div>
      </PageContainer>
    );
  }
  if (query.isError) return <PageLoadError title={t('receipt.notFoundTitle')} text={t('receipt.notFoundText')} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  if (!query.data) return <MissingPage icon={<SearchX aria-hidden="true" />} title={t('receipt.notFoundTitle')} text={t('receipt.notFoundText')} browseLabel={t('receipt.back')} />;
  return <PrintableReceipt receipt={query.data} />;
}

function PrintableReceipt({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const money = (ore: number) => formatMoney(ore, language);
  const paidAt = receipt.paidAt ? new Date(receipt.paidAt) : null;
  const rows: Array<{ label: string; amount: string; tone?: 'discount' }> = [
    ...receipt.lines.map((line) => ({ label: line.label, amount: money(line.amountOre) })),
  ];
  const paidWith: Array<[string, string]> = [
    ...(receipt.balanceOre > 0 ? ([[t('receipt.balance'), money(receipt.balanceOre)]] as Array<[string, string]>) : []),
    ...(receipt.cardOre > 0
      ? ([[receipt.cardLast4 ? t('receipt.cardEnding', { last4: receipt.cardLast4 }) : t('receipt.card'), money(receipt.cardOre)]] as Array<[string, string]>)
      : []),
    ...(receipt.invoiceOre > 0 ? ([[t('receipt.invoice'), money(receipt.invoiceOre)]] as Array<[string, string]>) : []),
  ];
  return (
    <PageContainer className="flex max-w-2xl flex-col gap-6 py-8 sm:py-12 print:max-w-none print:py-0">
      <PageTitle title={t('receipt.title', { number: receipt.orderNumber })} />
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={paths.accountPayments} className="inline-flex min-h-touch items-center gap-2 font-medium text-primary-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('receipt.back')}
        </Link>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          {t('receipt.print')}
        </Button>
      </div>
      <article aria-labelledby="receipt-title" className="flex flex-col gap-6 rounded-2xl border border-border bg-surface p-6 shadow-xs sm:p-8 print:border-0 print:p-0 print:shadow-none">
        <header className="flex flex-col gap-1">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">{appConfig.appName}</p>
          <h1 id="receipt-title" className="text-2xl font-bold text-ink sm:text-3xl">
            {t('receipt.title', { number: receipt.orderNumber })}
          </h1>
          {paidAt ? <p className="text-ink-muted">{t('receipt.paidAt', { date: formatLongDate(paidAt, language), time: formatTime(paidAt, language) })}</p> : null}
        </header>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="text-ink-muted">{t('receipt.service')}</dt>
          <dd className="font-semibold text-ink">{receipt.serviceTitle}</dd>
          <dt className="text-ink-muted">{t('receipt.provider')}</dt>
          <dd className="font-semibold text-ink">{receipt.providerName}</dd>
          <dt className="text-ink-muted">{t('receipt.orderNumber')}</dt>
          <dd className="font-semibold text-ink">{receipt.orderNumber}</dd>
        </dl>
        <table className="w-full text-left">
          <caption className="sr-only">{t('receipt.linesCaption')}</caption>
          <thead>
            <tr className="border-b border-border text-sm text-ink-muted">
              <th scope="col" className="py-2 font-medium">{t('receipt.line')}</th>
              <th scope="col" className="py-2 text-right font-medium">{t('receipt.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.label}-${index}`} className="border-b border-border">
                <td className="py-2 text-ink">{row.label}</td>
                <td className="py-2 text-right text-ink tabular-nums">{row.amount}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="text-ink">
            {receipt.discountOre > 0 ? (
              <>
                <tr>
                  <th scope="row" className="pt-3 font-normal text-ink-soft">{t('receipt.listPrice')}</th>
                  <td className="pt-3 text-right tabular-nums">{money(receipt.listPriceOre)}</td>
                </tr>
                <tr>
                  <th scope="row" className="py-1 font-normal text-success-700">{t('receipt.discount')}</th>
                  <td className="py-1 text-right text-success-700 tabular-nums">−{money(receipt.discountOre)}</td>
                </tr>
              </>
            ) : null}
            <tr className="text-lg font-bold">
              <th scope="row" className="pt-3">{t('receipt.total')}</th>
              <td className="pt-3 text-right tabular-nums" data-testid="receipt-total">{money(receipt.totalOre)}</td>
            </tr>
            <tr className="text-sm text-ink-muted">
              <th scope="row" className="font-normal">{t('receipt.vat', { rate: receipt.vatRatePercent })}</th>
              <td className="text-right tabular-nums">{money(receipt.vatOre)}</td>
            </tr>
          </tfoot>
        </table>
        {paidWith.length > 0 ? (
          <section aria-labelledby="receipt-paid-with" className="flex flex-col gap-2">
            <h2 id="receipt-paid-with" className="text-base font-semibold text-ink">
              {t('receipt.paidWith')}
            </h2>
            <dl className="flex flex-col gap-1">
              {paidWith.map(([label, amount]) => (
                <div key={label} className="flex justify-between gap-4">
                  <dt className="text-ink-soft">{label}</dt>
                  <dd className="text-ink tabular-nums">{amount}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </article>
    </PageContainer>
  );
}
