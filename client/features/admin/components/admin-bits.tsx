import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
