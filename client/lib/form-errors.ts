import type { z } from 'zod';
import { issueKey, issueParams } from '#shared/errors/zod-issue.ts';
import { isApiError } from './api-error.ts';

/**
 * A problem with one field: an i18n key (zod issue messages and API issue keys are keys), the
 * values it interpolates, and the server's sentence for keys this client does not know.
 */
export type FieldError = { key: string; params?: Record<string, string | number>; message?: string };

/** First problem per field, by dotted path ("orgNumber", "items.0.title"). */
export type FieldErrors = Partial<Record<string, FieldError>>;

function dotted(path: readonly PropertyKey[] | string): string {
  if (typeof path === 'string') return path;
  return path.map((segment) => (typeof segment === 'symbol' ? (segment.description ?? '') : String(segment))).join('.');
}

/** The field errors of a failed parse with a shared schema (spec §5), keys as in the catalogue. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = dotted(issue.path);
    if (errors[path]) continue;
    const params: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(issueParams(issue))) if (value !== undefined) params[name] = value;
    errors[path] = { key: issueKey(issue), params };
  }
  return errors;
}

/**
 * The field errors in a 400 answer (api-contract: `data.issues: [{ path, key, message }]`), or
 * `null` when the error carries none.
 */
export function fieldErrorsFromApi(error: unknown): FieldErrors | null {
  if (!isApiError(error) || !error.issues?.length) return null;
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = dotted(issue.path);
    if (errors[path]) continue;
    errors[path] = { key: issue.key ?? '', message: issue.message };
  }
  return errors;
}

/** Whether any of the given fields has a problem. */
export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * Separates the problems of the fields a form shows from the rest, so a problem with a field the
 * form has no place for is still shown (as a message for the whole form) instead of lost.
 */
export function splitFieldErrors(errors: FieldErrors, shown: readonly string[]): { fields: FieldErrors; other: FieldError | null } {
  const fields: FieldErrors = {};
  let other: FieldError | null = null;
  for (const [path, error] of Object.entries(errors)) {
    if (!error) continue;
    if (shown.includes(path)) fields[path] = error;
    else other ??= error;
  }
  return { fields, other };
}
