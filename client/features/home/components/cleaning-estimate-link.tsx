import { ArrowRight, Calculator } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation.tsx';
import { cleaningEstimateStepPath } from '#shared/routing/paths.ts';

/** Under the categories: what cleaning costs, worked out in the estimator. */
export function CleaningEstimateLink() {
  const { t } = useTranslation('home');
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="flex items-start gap-3">
        <Calculator aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
        <div className="flex flex-col gap-0.5">
          <p className="font-semibold text-ink">{t('cleaningEstimate.title')}</p>
          <p className="text-sm text-ink-muted">{t('cleaningEstimate.text')}</p>
        </div>
      </div>
      <Link to={cleaningEstimateStepPath(1)} className="inline-flex min-h-touch items-center gap-1.5 font-semibold text-primary-700 underline-offset-4 hover:underline">
        {t('cleaningEstimate.link')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
