import { z } from 'zod';
import { whenValid } from './when-valid.ts';

/**
 * A period with a start strictly before its end (spec §5). Dates are coerced so ISO strings from
 * JSON bodies and query strings work. The error sits on `from` because that is the field a person
 * changes to fix it.
 */
export const timeSpanSchema = z
  .object({ from: z.coerce.date(), to: z.coerce.date() })
  .refine((span) => span.from.getTime() < span.to.getTime(), {
    error: 'error.zod.time_span.from_greater_than_to',
    path: ['from'],
    when: whenValid('from', 'to'),
  });
export type TimeSpan = z.infer<typeof timeSpanSchema>;
