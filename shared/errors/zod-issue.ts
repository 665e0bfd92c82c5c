import type { z } from 'zod';
import type { Language } from '#shared/i18n/languages.ts';
import { errorMessage, isErrorKey, type ErrorKey } from './error-catalogue.ts';

export type IssueParams = Partial<Record<'count' | 'minimum' | 'maximum' | 'divisor', string | number>>;

export interface DescribedIssue {
  /** Dotted path of the field, array indices as numbers ("items.0.title"); empty for the whole value. */
  path: string;
  key: ErrorKey;
  message: string;
}

/**
 * The catalogue key that explains a zod issue to a person (spec §8). A message that is already a
 * catalogue key wins, because the schemas in shared/validation put their keys there. An empty
 * string where at least one character is needed is "Field is required"; a string that is too short
 * otherwise is "Minimum {{count}} characters", and one that is too long "Maximum {{count}} characters". Any other issue maps to `error.zod.<code>`, and codes
 * the catalogue does not know to `error.zod.custom`.
 */
export function issueKey(issue: z.core.$ZodIssue): ErrorKey {
  if (isErrorKey(issue.message)) return issue.message;
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) <= 1 ? 'common.field.required' : 'error.field.min_length';
  }
  // Too long a text says the limit in characters, as the field's counter does.
  if (issue.code === 'too_big' && issue.origin === 'string') return 'error.text.too_long';
  const generic = `error.zod.${issue.code}`;
  return isErrorKey(generic) ? generic : 'error.zod.custom';
}

function limit(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig, value: number | bigint): string | number {
  // Date limits arrive as epoch milliseconds, which mean nothing to a person.
  if (issue.origin === 'date') return new Date(Number(value)).toISOString();
  return typeof value === 'bigint' ? value.toString() : value;
}

/**
 * The values a message for this issue may interpolate (spec §8): `minimum` and `maximum` for size
 * limits, `count` as the same limit (the name "Minimum {{count}} characters" uses), and `divisor`
 * for multiples.
 */
export function issueParams(issue: z.core.$ZodIssue): IssueParams {
  switch (issue.code) {
    case 'too_small': {
      const minimum = limit(issue, issue.minimum);
      return { count: minimum, minimum };
    }
    case 'too_big': {
      const maximum = limit(issue, issue.maximum);
      return { count: maximum, maximum };
    }
    case 'not_multiple_of':
      return { divisor: issue.divisor };
    default:
      return {};
  }
}

function dottedPath(path: readonly PropertyKey[]): string {
  return path.map((segment) => (typeof segment === 'symbol' ? (segment.description ?? '') : String(segment))).join('.');
}

/**
 * Every issue of a failed parse as field path, catalogue key and message in the person's language
 * (spec §8), in the order zod reported them; forms show the message next to the field at `path`.
 */
export function describeIssues(error: z.ZodError, language: Language): DescribedIssue[] {
  return error.issues.map((issue) => {
    const key = issueKey(issue);
    const params: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(issueParams(issue))) if (value !== undefined) params[name] = value;
    return { path: dottedPath(issue.path), key, message: errorMessage(key, language, params) };
  });
}
