import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { useNavigate, useSearchParams } from '../../../lib/navigation.tsx';
import { estimateRequestFrom, readEstimateQuery, writeEstimateQuery, type EstimateQuery } from '#shared/cleaning/estimate-query.ts';
import { cleaningEstimateStepPath, paths } from '#shared/routing/paths.ts';
import { StepProgress } from '../../../components/ui/step-progress.tsx';
import { estimateSteps, reachableStep, stepFromParam, type EstimateStepNumber } from '../lib/estimate-steps.ts';
import { EstimateStep } from './estimate-step.tsx';
import { PlaceStep } from './place-step.tsx';
import { TypeStep } from './type-step.tsx';

/**
 * The cleaning price estimator (spec §2): three steps, the step in the path and every input in
 * the query (`/rengjoring/estimat/steg/3?type=fast&...`), so reloading, Back and a link in an
 * e-mail all open the same estimate. No sign-in.
 */
export function EstimateWizard() {
  const { t } = useTranslation('cleaning');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const step = stepFromParam(useParams()['*']?.replace(/^steg\//, ''));
  const query = readEstimateQuery(search);
  const queryText = writeEstimateQuery(query);
  const reachable = reachableStep(query);

  if (step === null) return <Navigate to={cleaningEstimateStepPath(1, queryText)} replace />;
  if (step > reachable) return <Navigate to={cleaningEstimateStepPath(reachable, queryText)} replace />;

  const goTo = (next: EstimateStepNumber, changes: Partial<EstimateQuery>) => {
    void navigate(cleaningEstimateStepPath(next, writeEstimateQuery({ ...query, ...changes })));
  };
  const request = step === 3 ? estimateRequestFrom(query) : null;
  if (step === 3 && !request) return <Navigate to={cleaningEstimateStepPath(2, queryText)} replace />;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-8">
      <StepProgress
        label={t('progress.label')}
        status={t('progress.step', { current: step, total: estimateSteps.length, name: t(`progress.names.${estimateSteps[step - 1] ?? 'type'}`) })}
        steps={estimateSteps.map((name) => t(`progress.names.${name}`))}
        current={step}
      />
      {step === 1 ? <TypeStep key="1" query={query} backTo={paths.home} onNext={(changes) => goTo(2, changes)} /> : null}
      {step === 2 ? <PlaceStep key="2" query={query} backTo={cleaningEstimateStepPath(1, queryText)} onNext={(changes) => goTo(3, changes)} /> : null}
      {step === 3 && request ? (
        <EstimateStep
          key="3"
          request={request}
          query={queryText}
          onExtraHours={(hours) => setSearch(writeEstimateQuery({ ...query, extraHours: hours }), { replace: true })}
        />
      ) : null}
    </div>
  );
}
