import type { EstimateQuery } from '#shared/cleaning/estimate-query.ts';

export const estimateSteps = ['type', 'place', 'estimate'] as const;
export type EstimateStepNumber = 1 | 2 | 3;

/** The step the address names (`steg/2`), or null for anything else. */
export function stepFromParam(param: string | undefined): EstimateStepNumber | null {
  return param === '1' || param === '2' || param === '3' ? (Number(param) as EstimateStepNumber) : null;
}

/** The furthest step the inputs allow: step 2 needs a type (and a frequency when recurring), step 3 a size too. */
export function reachableStep(query: EstimateQuery): EstimateStepNumber {
  if (!query.type || (query.type === 'recurring' && !query.frequency)) return 1;
  if (!query.sizeM2 || !query.postalCode) return 2;
  return 3;
}
