import { z } from 'zod';
import { languages } from '#shared/i18n/languages.ts';
import { emailSchema } from '#shared/validation/email.ts';
import { serviceCardSchema } from '#shared/explore/service.schema.ts';
import { postalCodeSchema } from '#shared/validation/postal-code.ts';
import {
  cleaningFrequencies,
  cleaningTypes,
  extraHoursErrorKey,
  frequencyNotAllowedKey,
  frequencyRequiredKey,
  isValidExtraHours,
  maxSizeM2,
  minSizeM2,
  sizeErrorKey,
} from './cleaning-estimate.ts';

export const cleaningTypeSchema = z.enum(cleaningTypes);
export const cleaningFrequencySchema = z.enum(cleaningFrequencies);

/** A home's size as a form takes it: whole m², 1–500; anything else is "Cannot give an estimated price on the given size.". */
export const cleaningSizeSchema = z
  .number({ error: sizeErrorKey })
  .int({ error: sizeErrorKey })
  .min(minSizeM2, { error: sizeErrorKey })
  .max(maxSizeM2, { error: sizeErrorKey });

export const extraHoursSchema = z.number({ error: extraHoursErrorKey }).refine(isValidExtraHours, { error: extraHoursErrorKey });

const estimateFields = z.object({
  type: cleaningTypeSchema,
  /**
   * Any number here; the estimate itself refuses a size that is not whole m² in 1–500, with the
   * spec's sentence as the answer's message (400 `error.estimate.size_unsupported`).
   */
  sizeM2: z.number({ error: sizeErrorKey }),
  frequency: cleaningFrequencySchema.optional(),
  extraHours: extraHoursSchema.optional(),
  fridge: z.boolean().optional(),
  oven: z.boolean().optional(),
  pets: z.boolean().optional(),
  parking: z.boolean().optional(),
  preferredDate: z.iso.date().optional(),
  postalCode: postalCodeSchema.optional(),
});

/** Frequency is required for a recurring cleaning and refused for any other. */
function frequencyRule(value: { type: string; frequency?: string | undefined }, context: z.core.$RefinementCtx) {
  if (value.type === 'recurring' && !value.frequency) context.addIssue({ code: 'custom', path: ['frequency'], message: frequencyRequiredKey });
  if (value.type !== 'recurring' && value.frequency) context.addIssue({ code: 'custom', path: ['frequency'], message: frequencyNotAllowedKey });
}

/** `POST /api/cleaning/estimate` body (api-contract "estimate"). */
export const cleaningEstimateRequestSchema = estimateFields.superRefine(frequencyRule);
export type CleaningEstimateRequest = z.infer<typeof cleaningEstimateRequestSchema>;

/** `POST /api/cleaning/estimate/email` body: where to send the estimate, and in which language. */
export const cleaningEstimateEmailBodySchema = z.object({
  email: emailSchema,
  estimate: cleaningEstimateRequestSchema,
  /** The language the person reads the page in; without it, the request's Accept-Language. */
  language: z.enum(languages).optional(),
});
export type CleaningEstimateEmailBody = z.infer<typeof cleaningEstimateEmailBodySchema>;

export const cleaningEstimateEmailResponseSchema = z.object({ sent: z.literal(true) });

/** `POST /api/cleaning/estimate` answer: the inputs as understood, the hours and the money. */
export const cleaningEstimateSchema = z.object({
  type: cleaningTypeSchema,
  sizeM2: z.number().int(),
  frequency: cleaningFrequencySchema.nullable(),
  baseHours: z.number(),
  extraHours: z.number(),
  addOnHours: z.number(),
  hours: z.number(),
  hourlyPriceOre: z.number().int(),
  /** One visit, VAT included, before any promo. */
  priceOre: z.number().int(),
  /** The 25 % VAT contained in `priceOre`. */
  vatOre: z.number().int(),
  /** Recurring only: visits in a month and what they cost together. */
  visitsPerMonth: z.number().nullable(),
  monthlyPriceOre: z.number().int().nullable(),
  /** Recurring with a cleaning promo only: the first visit with the promo, whole kroner. */
  firstVisitPriceOre: z.number().int().nullable(),
  /** The cleaning promo (the enabled promo code tagged `cleaning`), recurring only. */
  promo: z.object({ code: z.string(), percentage: z.number().int() }).nullable(),
  fridge: z.boolean(),
  oven: z.boolean(),
  pets: z.boolean(),
  parking: z.boolean(),
  preferredDate: z.iso.date().nullable(),
  postalCode: z.string().nullable(),
  /** The postal place of `postalCode` ("Oslo", "Sandvika"). */
  place: z.string().nullable(),
});
export type CleaningEstimateResponse = z.infer<typeof cleaningEstimateSchema>;

/** One cleaning service priced for the estimated job, with its free starts (`POST /api/cleaning/estimate/matches`). */
export const cleaningMatchSchema = z.object({
  service: serviceCardSchema,
  /** The service's add-ons chosen for the job (cleaningJob), as the booking form takes them. */
  addons: z.array(z.object({ id: z.uuid(), units: z.number().int() })),
  /** The job on this service, by the one price function; VAT included. */
  priceOre: z.number().int(),
  vatOre: z.number().int(),
  durationMinutes: z.number().int(),
  /** False when the service cannot sell every estimated hour: the rest is agreed with the cleaner. */
  coversEstimate: z.boolean(),
  /** The Oslo day of `times`: the preferred date, or the first day with a free start. */
  day: z.iso.date(),
  /** Free starts for the job's length that day, earliest first (at most 8). */
  times: z.array(z.iso.datetime()),
});
export type CleaningMatch = z.infer<typeof cleaningMatchSchema>;

/** `POST /api/cleaning/estimate/matches` answer: the estimate and the cleaners who can take it. */
export const cleaningMatchesSchema = z.object({
  estimate: cleaningEstimateSchema,
  matches: z.array(cleaningMatchSchema),
});
export type CleaningMatches = z.infer<typeof cleaningMatchesSchema>;
