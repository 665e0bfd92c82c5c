import { z } from 'zod';

/**
 * A text field a person must fill in (spec §5, §8). Surrounding spaces are removed first, so only
 * spaces counts as empty. A missing or empty value fails with `common.field.required`; a value
 * shorter than `min` fails with `error.field.min_length` ("Minimum {{count}} characters"), whose
 * count is the issue's `minimum`.
 * @throws RangeError when `min` is not a whole number of at least 1.
 */
export function requiredText(min = 1) {
  if (!Number.isInteger(min) || min < 1) {
    throw new RangeError('requiredText needs a minimum length of at least 1');
  }
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'common.field.required' : undefined) })
    .trim()
    .min(min, { error: (issue) => (issue.input === '' ? 'common.field.required' : 'error.field.min_length') });
}
