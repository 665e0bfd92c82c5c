import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { customRequestLimits } from '#shared/requests/custom-request.schema.ts';
import type { RequestDto } from '../lib/request-draft.ts';
import type { StageProblem } from '../lib/wizard-stages.ts';

/** What every step of the custom request gets from the wizard. */
export type StageProps = {
  dto: RequestDto;
  /** The pictures chosen so far; they live on this device only. */
  pictures: readonly File[];
  backTo: string;
  /** Keeps the step's answers and moves on. */
  onSave: (dto: RequestDto, pictures?: File[]) => void;
};

/** A problem of a step in the customer's language, with the limits its sentence names. */
export function useProblemText(): (problem: StageProblem) => string {
  const { t } = useTranslation('errors');
  return useCallback((problem: StageProblem) => t(problem.key, { max: customRequestLimits.maxRecipients }), [t]);
}
