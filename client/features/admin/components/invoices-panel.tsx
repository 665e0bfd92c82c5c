import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../../lib/navigation.tsx';
import { type AdminInvoiceRow, type InvoiceImportResult, type InvoiceStatusValue, invoiceStatusValues } from '#shared/payments/invoice.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { cn } from '../../../lib/class-names.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatLongDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAdminInvoices, useImportOcrFile, useMarkInvoicePaid } from '../api/admin-invoices-api.ts';
import { QueryFilterPills, tableClasses } from './admin-bits.tsx';
import { PagedTable } from './paged-table.tsx';
import { adminPaths } from './admin-paths.ts';

const statusOf = (value: string | null): InvoiceStatusValue | null =>
  (invoiceStatusValues as readonly string[]).includes(value ?? '') ? (value as InvoiceStatusValue) : null;

/**
 * Invoices for support: every invoice with its status, marking one paid when the money came in
 * without the bank file, and importing the bank's OCR file that pays them by KID.
 */
export function InvoicesPanel() {
  const { t } = useTranslation('admin');
  const [search] = useSearchParams();
  const status = statusOf(search.get('status'));

  return (
    <section aria-labelledby="invoices-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id="invoices-title" className="text-2xl font-semibold text-ink">
          {t('invoices.title')}
        </h2>
        <p className="text-base text-ink-muted">{t('invoices.lead')}</p>
      </div>
      <OcrImport />
      <QueryFilterPills label={t('invoices.filterLabel')} param="status" values={invoiceStatusValues} allText={t('invoices.all')} textOf={(value) => t(`invoices.statuses.${value}`)} />
      <InvoiceTable status={status} />
    </section>
  );
}

function InvoiceTable({ status }: { status: InvoiceStatusValue | null }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const invoices = useAdminInvoices(status);
  const rows = invoices.data?.pages.flatMap((page) => page.data) ?? [];
  const [confirming, setConfirming] = useState<AdminInvoiceRow | null>(null);

  return (
    <>
      <PagedTable
        query={invoices}
        rowCount={rows.length}
        emptyText={t('invoices.empty')}
        caption={status ? t('invoices.captionStatus', { status: t(`invoices.statuses.${status}`) }) : t('invoices.caption')}
        columns={[
          { label: t('invoices.columns.number') },
          { label: t('invoices.columns.customer') },
          { label: t('invoices.columns.booking') },
          { label: t('invoices.columns.amount'), align: 'right' },
          { label: t('invoices.columns.due') },
          { label: t('invoices.columns.status') },
          { label: t('invoices.columns.actions'), hidden: true },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={tableClasses.td}>
              <span className="flex flex-col">
                <a
                  href={`/api/invoices/${encodeURIComponent(row.id)}/pdf`}
                  aria-label={t('invoices.downloadPdf', { number: row.number })}
                  className="font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800"
                >
                  {row.number}
                </a>
                <span className="text-xs text-ink-muted">{t('invoices.kid', { kid: row.kid })}</span>
              </span>
            </td>
            <td className={tableClasses.td}>
              <span className="flex flex-col">
                <span className="font-medium">{row.companyName ?? row.customerName}</span>
                <span className="text-ink-muted">{row.orgNumber ? t('invoices.orgNumber', { orgNumber: row.orgNumber }) : row.customerEmail}</span>
              </span>
            </td>
            <td className={tableClasses.td}>
              <Link
                to={adminPaths.booking(row.orderNumber)}
                aria-label={t('payments.openBooking', { orderNumber: row.orderNumber })}
                className="font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800"
              >
                {row.orderNumber}
              </Link>
            </td>
            <td className={cn(tableClasses.td, 'text-right whitespace-nowrap tabular-nums')}>{formatMoney(row.amountOre, language)}</td>
            <td className={cn(tableClasses.td, 'whitespace-nowrap')}>
              <span className="flex flex-col items-start gap-1">
                <time dateTime={row.dueAt}>{formatLongDate(new Date(row.dueAt), language)}</time>
                {row.overdue ? <Badge tone="warning">{t('invoices.overdue')}</Badge> : null}
                {row.remindersSent > 0 ? <span className="text-xs text-ink-muted">{t('invoices.reminders', { count: row.remindersSent })}</span> : null}
              </span>
            </td>
            <td className={tableClasses.td}>
              <Badge tone={row.status === 'open' ? 'primary' : 'neutral'}>{t(`invoices.statuses.${row.status}`)}</Badge>
            </td>
            <td className={tableClasses.td}>
              {row.status === 'open' ? (
                <Button variant="secondary" size="sm" onClick={() => setConfirming(row)} aria-label={t('invoices.markPaidFor', { number: row.number })}>
                  {t('invoices.markPaid')}
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </PagedTable>
      {confirming ? <MarkPaidDialog invoice={confirming} onClose={() => setConfirming(null)} /> : null}
    </>
  );
}

function MarkPaidDialog({ invoice, onClose }: { invoice: AdminInvoiceRow; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: common } = useTranslation('common');
  const language = useLanguage();
  const errorText = useErrorText();
  const markPaid = useMarkInvoicePaid();
  const confirm = () =>
    markPaid.mutate(invoice.id, {
      onSuccess: () => {
        showToast({ title: t('invoices.markedPaid', { number: invoice.number }), tone: 'success' });
        onClose();
      },
      onError: (error) => showToast({ title: errorText(error), tone: 'error' }),
    });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !markPaid.isPending) onClose();
      }}
      size="sm"
      title={t('invoices.confirmTitle', { number: invoice.number })}
      description={t('invoices.confirmText', { amount: formatMoney(invoice.amountOre, language), customer: invoice.companyName ?? invoice.customerName })}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary" disabled={markPaid.isPending}>
              {common('action.cancel')}
            </Button>
          </DialogClose>
          <Button onClick={confirm} loading={markPaid.isPending}>
            {t('invoices.confirmMarkPaid')}
          </Button>
        </>
      }
    />
  );
}

function OcrImport() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const fileInputId = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const importFile = useImportOcrFile();

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    // Nets sends the file in ISO-8859-1; the records themselves are digits and letters only.
    setText(new TextDecoder('iso-8859-1').decode(await file.arrayBuffer()));
    setMissing(false);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') {
      setMissing(true);
      return;
    }
    importFile.mutate(text, { onError: (error) => showToast({ title: errorText(error), tone: 'error' }) });
  };

  return (
    <section aria-labelledby="ocr-import-title" className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <h3 id="ocr-import-title" className="text-xl font-semibold text-ink">
        {t('invoices.import.title')}
      </h3>
      <p className="text-sm text-ink-muted">{t('invoices.import.lead')}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={fileInputId} className="text-base font-medium text-ink">
            {t('invoices.import.file')}
          </label>
          <input id={fileInputId} type="file" accept=".txt,.ocr,.dat,text/plain" onChange={(event) => void readFile(event)} className="text-sm text-ink file:mr-3 file:min-h-touch file:rounded-md file:border file:border-border-strong file:bg-surface file:px-4 file:font-semibold" />
        </div>
        <TextArea
          rows={5}
          label={t('invoices.import.text')}
          hint={t('invoices.import.textHint')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setMissing(false);
          }}
          error={missing ? t('invoices.import.missing') : undefined}
          textAreaClassName="font-mono text-xs"
        />
        <div>
          <Button type="submit" loading={importFile.isPending}>
            {t('invoices.import.submit')}
          </Button>
        </div>
      </form>
      {importFile.data ? <ImportResult result={importFile.data} /> : null}
    </section>
  );
}

function ImportResult({ result }: { result: InvoiceImportResult }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <div aria-live="polite" className="flex flex-col gap-3">
      <Notice
        tone={result.unmatched.length === 0 ? 'info' : 'warning'}
        role="status"
        title={t('invoices.import.summary', { matched: result.matched.length, unmatched: result.unmatched.length })}
      />
      {result.matched.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h4 className="text-base font-semibold text-ink">{t('invoices.import.matchedTitle')}</h4>
          <ul className="list-disc pl-6 text-sm text-ink">
            {result.matched.map((line) => (
              <li key={line.line}>{t('invoices.import.matchedLine', { number: line.invoiceNumber, amount: formatMoney(line.amountOre, language), kid: line.kid })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.unmatched.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h4 className="text-base font-semibold text-ink">{t('invoices.import.unmatchedTitle')}</h4>
          <ul className="list-disc pl-6 text-sm text-ink">
            {result.unmatched.map((line) => (
              <li key={`${line.line}-${line.reason}`}>
                {t('invoices.import.unmatchedLine', {
                  line: line.line,
                  kid: line.kid ?? '–',
                  amount: line.amountOre === null ? '–' : formatMoney(line.amountOre, language),
                  reason: t(`invoices.import.reasons.${line.reason}`),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
