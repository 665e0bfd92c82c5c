import { z } from 'zod';

/** Missing or empty is "Field is required"; anything else is left to the schema it feeds. */

/** Query strings carry booleans as text; anything but "true"/"false" is refused, not guessed. */
const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Minutes the customer's chosen add-ons add to the service's own duration (spec §3 add-on time). */
const dateKey = 'error.schedule.date_invalid';
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date 'YYYY-MM-DD' (Oslo) that exists, else `error.schedule.date_invalid`. One check
 * rather than a pattern and then a refinement: zod runs the refinement after a failed pattern too,
 * and text that is no date at all must not reach `Date#toISOString`, which throws on it.
 */
export const dayParamSchema = z.string({ error: dateKey }).refine((value) => {
  const ms = datePattern.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(value);
}, { error: dateKey });

const addonMinutes = z.coerce.number().int().min(0).max(1440).default(0);

/**
 * `GET /api/explore/services/{id}/days-available`. `year` defaults to the current year on Oslo's
 * calendar; the server accepts only this year and the next (400 otherwise).
 */
export const daysAvailableQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(9999).optional(),
  addonMinutes,
});
export type DaysAvailableQuery = z.input<typeof daysAvailableQuerySchema>;

/** `GET /api/explore/services/{id}/times-available`: `day` is a date on Oslo's calendar. */
export const timesAvailableQuerySchema = z.object({
  day: dayParamSchema,
  addonMinutes,
});
export type TimesAvailableQuery = z.input<typeof timesAvailableQuerySchema>;

const dayMillis = 86_400_000;

/**
 * `GET /api/provider/suggest-times` (spec §7): start times for a booking of `baseDurationMillis`
 * with `providerId` on `day`. `ignoreBooking` is a booking being moved, whose own time does not
 * count as busy; `excludeUnavailable` false also offers times outside the provider's hours.
 * With `bookingId` instead (a reschedule proposed in the chat), the provider and length are that
 * booking's and its own time is free, so `providerId` and `baseDurationMillis` are required only
 * without it.
 */
export const suggestTimesQuerySchema = z
  .object({
    providerId: z.uuid().optional(),
    day: dayParamSchema,
    baseDurationMillis: z
      .string()
      .min(1, { error: 'common.field.required' })
      .pipe(z.coerce.number<string>().int().min(60_000).max(dayMillis))
      .optional(),
    bookingId: z.uuid().optional(),
    ignoreBooking: z.uuid().optional(),
    excludeUnavailable: booleanParam.default(true),
  })
  .superRefine((query, context) => {
    if (query.bookingId !== undefined) return;
    if (query.providerId === undefined) context.addIssue({ code: 'custom', path: ['providerId'], message: 'common.field.required' });
    if (query.baseDurationMillis === undefined) context.addIssue({ code: 'custom', path: ['baseDurationMillis'], message: 'common.field.required' });
  });
export type SuggestTimesQuery = z.input<typeof suggestTimesQuerySchema>;

/** Dates 'YYYY-MM-DD' on Oslo's calendar with at least one free start time, ascending. */
export const daysAvailableSchema = z.object({ days: z.array(dayParamSchema) });
export type DaysAvailable = z.infer<typeof daysAvailableSchema>;

/** Free start times, ascending; ISO instants on the wire, dates once revived by the client. */
export const timesAvailableSchema = z.object({ times: z.array(z.date()) });
export type TimesAvailable = z.infer<typeof timesAvailableSchema>;
