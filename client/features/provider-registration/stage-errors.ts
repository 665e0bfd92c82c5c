import { fieldErrorsFromApi, type FieldErrors } from '../../lib/form-errors.ts';

/**
 * The field problems of a failed save, keyed as the stage's form names its fields. The partial
 * save nests sections (`details.nationalId`, `payout.invoiceAddress.postalCode`); the forms do not.
 */
export function stageFieldErrors(error: unknown): FieldErrors | null {
  const found = fieldErrorsFromApi(error);
  if (!found) return null;
  const errors: FieldErrors = {};
  for (const [path, problem] of Object.entries(found)) {
    const field = path.replace(/^(details|payout)\./, '');
    errors[field] ??= problem;
  }
  return errors;
}
