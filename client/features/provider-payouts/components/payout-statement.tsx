import { useId, useState } from 'react';
import { ReceiptText, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePayoutStatement } from '../api/payouts.ts';
import { formatMonth, osloMonthAt } from '../lib/month.ts';
import { MonthPicker } from './month-picker.tsx';
import { PayoutExplanation } from './payout-explanation.tsx';
import { PayoutTable } from './payout-table.tsx';

type PayoutStatementProps = {
  serviceFeePercent: number;
  /** Today, for the current month; tests pass a fixed day. */
  now?: Date;
};

/**
 * The provider's payouts (spec §9), a month at a time: one row per booking marked done that
 * month, with the price calculator's lines, and their sums.
 */
export function PayoutStatement({ serviceFeePercent, now }: PayoutStatementProps) {
  const { t } = useTranslation('agent');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const [current] = useState(() => osloMonthAt(now ?? new Date()));
  const [month, setMonth] = useState(current);
  const query = usePayoutStatement(month);
  const statement = query.data;
  const monthName = formatMonth(month, language);
  // While the next month loads the last one stays on screen, named as what it is.
  const shownMonthName = statement ? formatMonth(statement.month, language) : monthName;
  const headingId = useId();
  const explainId = useId();

  return (
    <div className="flex flex-col gap-6">
      <Card padding="md">
        <MonthPicker month={month} current={current} onChange={setMonth} />
      </Card>

      <Card padding="lg" className="flex flex-col gap-5">
        <section aria-labelledby={headingId} aria-busy={query.isFetching} className="flex flex-col gap-5">
          <div className="flex flex-col gap-1">
            <h2 id={headingId} className="text-xl font-semibold text-ink">
              {t('payouts.statement.title', { month: monthName })}
            </h2>
            <p aria-live="polite" className="text-base text-ink-muted">
              {statement && statement.month === month && statement.lines.length > 0
                ? t('payouts.statement.summary', { count: statement.lines.length, paidOut: formatMoney(statement.totals.paidOutOre, language) })
                : null}
            </p>
          </div>
          {query.isError ? (
            <Notice
              tone="danger"
              role="alert"
              title={t('payouts.loadError')}
              action={
                <Button variant="secondary" size="sm" loading={query.isFetching} loadingText={tCommon('state.loading')} onClick={() => void query.refetch()}>
                  <RotateCcw aria-hidden="true" className="size-4" />
                  {tCommon('action.retry')}
                </Button>
              }
            />
          ) : !statement ? (
            <div role="status" className="flex items-center justify-center gap-3 py-10 text-ink-muted">
              <Spinner className="size-6 text-primary-700" />
              <span>{tCommon('state.loading')}</span>
            </div>
          ) : statement.lines.length === 0 ? (
            <EmptyState
              headingLevel="h3"
              icon={<ReceiptText aria-hidden="true" />}
              title={t('payouts.empty.title', { month: shownMonthName })}
              description={t('payouts.empty.text')}
              className={query.isPlaceholderData ? 'opacity-60' : undefined}
            />
          ) : (
            <div className={query.isPlaceholderData ? 'opacity-60' : undefined}>
              <PayoutTable caption={t('payouts.statement.caption', { month: shownMonthName })} orgType={statement.orgType} lines={statement.lines} totals={statement.totals} />
            </div>
          )}
        </section>
      </Card>

      <Card padding="lg" className="flex flex-col gap-5">
        <section aria-labelledby={explainId} className="flex flex-col gap-4">
          <h2 id={explainId} className="text-xl font-semibold text-ink">
            {t('payouts.explain.title')}
          </h2>
          <PayoutExplanation orgType={statement?.orgType ?? 'individual'} serviceFeePercent={serviceFeePercent} />
        </section>
      </Card>
    </div>
  );
}
