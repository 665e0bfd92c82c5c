import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error.ts';
import type { FieldError } from './form-errors.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Turns an error into a sentence in the person's language (spec §8): a known i18n key is
 * translated, a 429 says how many seconds to wait, and anything else (a network failure, a key
 * this client does not know) becomes "Oops, something went wrong".
 */
export function useErrorText(): (error: FieldError | unknown) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (error: FieldError | unknown) => {
      // Keys come from schemas and the server at run time, so they bypass the typed key check.
      const t = i18n.t.bind(i18n) as unknown as Translate;
      const known = (key: string | undefined): key is string =>
        Boolean(key) && (i18n.exists(key as string, { ns: 'errors' }) || i18n.exists(key as string));
      if (isFieldError(error)) {
        if (known(error.key)) return t(error.key, { ns: ['errors', 'common'], ...error.params });
        return error.message || t('error.generic.unexpected', { ns: 'errors' });
      }
      if (isApiError(error)) {
        const seconds = Number(error.data?.retryAfterSeconds);
        if (error.status === 429) {
          return Number.isFinite(seconds) && seconds > 0
            ? t('error.http.rate_limited_seconds', { ns: 'errors', seconds: Math.ceil(seconds) })
            : t('error.http.rate_limited', { ns: 'errors' });
        }
        // Values the server sends with a key (an upload's size limit) fill the sentence's blanks.
        if (known(error.key)) return t(error.key, { ns: ['errors', 'common'], ...valuesOf(error.data) });
      }
      return t('error.generic.unexpected', { ns: 'errors' });
    },
    [i18n],
  );
}

/** The numbers among an error's data (limits such as `maxMegabytes`); text could be read as an i18next option. */
function valuesOf(data: Record<string, unknown> | undefined): Record<string, number> {
  const values: Record<string, number> = {};
  for (const [name, value] of Object.entries(data ?? {})) {
    if (typeof value === 'number' && name !== 'count') values[name] = value;
  }
  return values;
}

function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && !(value instanceof Error) && 'key' in value;
}
