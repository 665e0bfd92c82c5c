import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../lib/navigation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { cn } from '../../../lib/class-names.ts';
import { formatLongDate } from '../../../lib/format/date.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** Date and time as read in Oslo: "21. november 2026 kl. 14:30". */
export function useDateTime(): (date: Date | null | undefined) => string {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (date) => (date ? t('dateTime', { date: formatLongDate(date, language), time: formatTime(date, language) }) : t('detail.none'));
}

/** Label / value pairs of a record. */
export function Details({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[14rem_1fr]">
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt className="text-sm font-medium text-ink-muted">{item.label}</dt>
          <dd className="text-base break-words text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const tableClasses = {
  wrapper: 'overflow-x-auto rounded-lg border border-border bg-surface',
  table: 'w-full border-collapse text-left text-sm',
  th: 'border-b border-border bg-sunken px-4 py-3 font-semibold text-ink',
  td: 'border-b border-border px-4 py-3 align-top text-ink',
} as const;

/**
 * A dialog where the admin writes to the person concerned (a rejection reason, a block message)
 * and confirms a hard action. The form's state stays with the caller.
 */
export function WrittenReasonDialog({
  formId,
  title,
  description,
  label,
  hint,
  confirmLabel,
  value,
  error,
  problem,
  busy,
  onChange,
  onSubmit,
  onClose,
}: {
  formId: string;
  title: string;
  description?: string;
  label: string;
  hint: string;
  confirmLabel: string;
  value: string;
  error: string | undefined;
  problem: string | undefined;
  busy: boolean;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={title}
      {...(description ? { description } : {})}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary" disabled={busy}>
              {t('action.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" type="submit" form={formId} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextArea rows={4} label={label} hint={hint} value={value} onChange={(event) => onChange(event.target.value)} error={error} />
        {problem ? <Notice tone="danger" role="alert" title={problem} /> : null}
      </form>
    </Dialog>
  );
}

type FieldProps = { label: string; hint: string; value: string; error: string | undefined; onChange: (value: string) => void };

/**
 * A dialog where the admin gives money back and says why (cancelling with a chosen refund, a
 * goodwill refund). The amount is typed in kroner; checking and sending stay with the caller.
 */
export function AmountAndReasonDialog({
  formId,
  title,
  description,
  confirmLabel,
  amount,
  amountDisabled = false,
  reason,
  busy,
  onSubmit,
  onClose,
}: {
  formId: string;
  title: string;
  description: string;
  confirmLabel: string;
  amount: FieldProps;
  amountDisabled?: boolean;
  reason: FieldProps;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary" disabled={busy}>
              {t('action.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" type="submit" form={formId} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Input
          label={amount.label}
          hint={amount.hint}
          inputMode="decimal"
          value={amount.value}
          disabled={amountDisabled}
          onChange={(event) => amount.onChange(event.target.value)}
          error={amount.error}
        />
        <TextArea rows={3} label={reason.label} hint={reason.hint} value={reason.value} onChange={(event) => reason.onChange(event.target.value)} error={reason.error} />
      </form>
    </Dialog>
  );
}

/**
 * A row of toggle pills that narrows a list to one value, kept in the URL's query under `param`
 * so a reload or a shared link shows the same list. "All" (null) removes the parameter.
 */
export function QueryFilterPills<Value extends string>({ label, param, values, allText, textOf }: { label: string; param: string; values: readonly Value[]; allText: string; textOf: (value: Value) => string }) {
  const [search, setSearch] = useSearchParams();
  const raw = search.get(param);
  const current = (values as readonly string[]).includes(raw ?? '') ? raw : null;
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {[null, ...values].map((filter) => (
        <button
          key={filter ?? 'all'}
          type="button"
          aria-pressed={filter === current}
          onClick={() => setSearch(filter ? { [param]: filter } : {}, { replace: true })}
          className={cn(
            'inline-flex min-h-touch items-center rounded-full border px-4 text-sm font-semibold',
            filter === current ? 'border-primary-700 bg-primary-50 text-primary-800' : 'border-border-strong bg-surface text-ink-soft hover:bg-sunken',
          )}
        >
          {filter ? textOf(filter) : allText}
        </button>
      ))}
    </div>
  );
}
