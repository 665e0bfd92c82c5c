import { useTranslation } from 'react-i18next';
import { StepProgress } from '../../../components/ui/step-progress.tsx';
import { stepStages } from '../registration-draft.ts';

/** "Step 2 of 4" with the names of the four stages; the summary comes after them. */
export function StageProgress({ stage }: { stage: number }) {
  const { t } = useTranslation('registration');
  const current = stepStages[stage - 1];
  return (
    <StepProgress
      label={t('progress.label')}
      status={current ? t('progress.step', { current: stage, total: stepStages.length, name: t(`stageNames.${current}`) }) : t('progress.summary')}
      steps={stepStages.map((name) => t(`stageNames.${name}`))}
      current={stage}
    />
  );
}
