import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation.tsx';
import type { CleaningEstimateRequest, CleaningEstimateResponse } from '#shared/cleaning/cleaning-estimate.schema.ts';
import { browsePath, cleaningEstimateStepPath } from '#shared/routing/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useEstimate } from '../api/estimate-api.ts';
import { EstimateEmailForm } from './estimate-email-form.tsx';
import { EstimateMatches } from './estimate-matches.tsx';
import { ExtraHoursCounter } from './extra-hours-counter.tsx';

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="text-right font-semibold text-ink tabular-nums">{children}</dd>
    </div>
  );
}

/** Step 3: the server's estimate, the extra-time counter, what a visit and a month cost, and "send by e-mail". */
export function EstimateStep({
  request,
  query,
  onExtraHours,
}: {
  request: CleaningEstimateRequest;
  /** The address query, for the links back to the earlier steps. */
  query: string;
  onExtraHours: (hours: number) => void;
}) {
  const { t } = useTranslation('cleaning');
  const language = useLanguage();
  const errorText = useErrorText();
  const estimate = useEstimate(request);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const hours = (value: number) => t('estimate.hours', { hours: formatNumber(value, language, 1) });
  const money = (ore: number) => formatMoney(ore, language);
  const data: CleaningEstimateResponse | undefined = estimate.data;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink outline-none sm:text-3xl">
          {t('estimate.title')}
        </h1>
        <p className="text-base text-ink-muted">{t('estimate.lead')}</p>
      </div>

      {estimate.isError && !data ? (
        <Notice
          tone="danger"
          role="alert"
          title={errorText(estimate.error)}
          action={
            <Link to={cleaningEstimateStepPath(2, query)} className={buttonClasses('secondary', 'sm')}>
              {t('estimate.backToPlace')}
            </Link>
          }
        />
      ) : !data ? (
        <div className="flex items-center gap-3 text-ink-muted" role="status">
          <Spinner />
          {t('estimate.loading')}
        </div>
      ) : (
        <>
          <section aria-labelledby="estimate-price-heading" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6" aria-busy={estimate.isFetching}>
            <h2 id="estimate-price-heading" className="sr-only">
              {t('estimate.price')}
            </h2>
            <dl className="flex flex-col divide-y divide-border">
              <Row label={t('estimate.baseHours', { size: data.sizeM2 })}>{hours(data.baseHours)}</Row>
              {data.addOnHours > 0 ? <Row label={data.fridge && data.oven ? t('estimate.addOnHours') : data.fridge ? t('place.fridge') : t('place.oven')}>{hours(data.addOnHours)}</Row> : null}
            </dl>
            <ExtraHoursCounter value={request.extraHours ?? 0} onChange={onExtraHours} />
            <dl className="flex flex-col divide-y divide-border border-t border-border">
              <Row label={t('estimate.totalHours')}>{hours(data.hours)}</Row>
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
                <dt className="text-lg font-semibold text-ink">{t('estimate.pricePerVisit')}</dt>
                <dd className="flex flex-col items-end">
                  <span className="text-3xl font-bold text-ink tabular-nums">{money(data.priceOre)}</span>
                  <span className="text-sm text-ink-muted">{t('estimate.vat', { vat: money(data.vatOre) })}</span>
                </dd>
              </div>
              {data.promo && data.firstVisitPriceOre !== null ? (
                <Row label={t('estimate.firstVisit', { code: data.promo.code, percentage: data.promo.percentage })}>{money(data.firstVisitPriceOre)}</Row>
              ) : null}
              {data.frequency && data.monthlyPriceOre !== null && data.visitsPerMonth !== null ? (
                <div className="flex items-baseline justify-between gap-4 py-2">
                  <dt className="text-ink-soft">{t('estimate.monthly', { frequency: t(`type.frequencies.${data.frequency}`).toLocaleLowerCase(language) })}</dt>
                  <dd className="flex flex-col items-end text-right">
                    <span className="font-semibold text-ink tabular-nums">{money(data.monthlyPriceOre)}</span>
                    <span className="text-sm text-ink-muted">{t('estimate.visits', { visits: formatNumber(data.visitsPerMonth, language, 1) })}</span>
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>
          <EstimateEmailForm request={request} />
          <EstimateMatches request={request} query={query} estimateHours={data.hours} />
        </>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link to={cleaningEstimateStepPath(2, query)} className={buttonClasses('secondary')}>
          {t('estimate.change')}
        </Link>
        <Link to={browsePath({ category: 'rengjoring' })} className={buttonClasses('secondary')}>
          {t('estimate.browseAll')}
        </Link>
      </div>
    </div>
  );
}
