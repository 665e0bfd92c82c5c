import type { z } from 'zod';

/**
 * The `when` of a refinement that reads fields which have their own checks (zod 4 runs such a
 * refinement even after a field failed a pattern or a length, with the raw value in it): it runs
 * only when none of `fields` has an issue yet, or with no fields named, when nothing has. So a
 * cross-field rule never parses an "8:00" or calls a date method on text.
 */
export function whenValid(...fields: string[]): (payload: z.core.ParsePayload) => boolean {
  return (payload) =>
    !payload.issues.some((issue) => fields.length === 0 || (issue.path !== undefined && issue.path.length > 0 && fields.includes(String(issue.path[0]))));
}
