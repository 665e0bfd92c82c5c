import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatMonth, monthInRange, shiftMonth } from '../lib/month.ts';

type MonthPickerProps = {
  month: string;
  /** The current Oslo month: the picker goes no further. */
  current: string;
  onChange: (month: string) => void;
};

/** Previous and next month around the month shown; never into the future, nor past the server's 24 months. */
export function MonthPicker({ month, current, onChange }: MonthPickerProps) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return (
    <div role="group" aria-label={t('payouts.month.label')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={!monthInRange(previous, current)} onClick={() => onChange(previous)} aria-label={t('payouts.month.previous')}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        <span className="hidden sm:inline">{t('payouts.month.previous')}</span>
      </Button>
      <p aria-live="polite" className="text-lg font-semibold text-ink">
        {formatMonth(month, language)}
      </p>
      <Button variant="secondary" size="sm" disabled={!monthInRange(next, current)} onClick={() => onChange(next)} aria-label={t('payouts.month.next')}>
        <span className="hidden sm:inline">{t('payouts.month.next')}</span>
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}
