import { z } from 'zod';
import { cursorSchema, pagedSchema } from '#shared/explore/paged.schema.ts';
import { textSchema } from '#shared/validation/text.ts';
import { whenValid } from '#shared/validation/when-valid.ts';

/**
 * Limits of a custom request (spec §5, §9): at most five pictures and five chosen providers; a
 * request nobody chosen has answered goes to every relevant provider after 24 hours.
 */
export const customRequestLimits = {
  maxPictures: 5,
  maxRecipients: 5,
  broadcastAfterHours: 24,
  titleLength: 120,
  descriptionLength: 5000,
  maxTags: 20,
  tagLength: 40,
  maxAnswers: 100,
  answerTextLength: 2000,
  rejectReasonMin: 10,
  rejectReasonLength: 2000,
  conditionsLength: 2000,
} as const;

/** Spec §3 Custom request status. CANCELLED is a request the customer withdrew; CLOSED one that was accepted. */
export const customRequestStatuses = ['OPEN', 'CLOSED', 'CANCELLED'] as const;
export type CustomRequestStatus = (typeof customRequestStatuses)[number];

/**
 * One answer to a category question (spec §3 Category question). Which shape fits which question
 * type is checked against the questions themselves (`checkAnswers` in answers.ts):
 * MULTIPLE_SELECT and TAGS a list of texts, NUMBER and DURATION (minutes) a number, BOOLEAN
 * true/false, SINGLE_OPTION and TEXT a text, RANGE `{ min, max }`, ADDRESS `{ street, postalCode }`.
 */
export const answerValueSchema = z.union([
  z.string().max(customRequestLimits.answerTextLength),
  z.number().finite(),
  z.boolean(),
  z.array(z.string().max(customRequestLimits.tagLength)).max(50),
  z.object({ min: z.number().finite(), max: z.number().finite() }),
  z.object({ street: z.string().trim().max(200), postalCode: z.string().trim().max(10) }),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

export const answerInputSchema = z.object({ questionId: z.uuid(), answer: answerValueSchema });
export type AnswerInput = z.infer<typeof answerInputSchema>;

/**
 * Where the job is. `null` means "not decided yet" (spec §3: the address may be undecided); an
 * address left empty is "Please choose an address".
 */
const deliveryPlaceSchema = z.object({
  street: z.string({ error: 'error.booking.address_required' }).trim().min(1, { error: 'error.booking.address_required' }).max(200),
  postalCode: z
    .string({ error: 'error.booking.address_required' })
    .trim()
    .min(1, { error: 'error.booking.address_required' })
    .regex(/^\d{4}$/, { error: 'error.postal_code.invalid' }),
});

const idList = z.array(z.uuid()).max(customRequestLimits.maxRecipients, { error: 'error.request.too_many_providers' });

/** The fields of the dto, without the rules across fields (drafts keep any part of them). */
const customRequestFields = {
  categoryId: z.uuid(),
  title: textSchema({ max: customRequestLimits.titleLength }).min(1),
  description: textSchema({ max: customRequestLimits.descriptionLength }).min(1),
  tags: z.array(textSchema({ max: customRequestLimits.tagLength }).min(1)).max(customRequestLimits.maxTags).default([]),
  /** When, or `null` for "not decided yet" (spec §3). Left out entirely: "Please pick a date". */
  startTime: z.iso.datetime({ offset: true, error: (issue) => (issue.input === undefined ? 'error.booking.date_required' : 'error.zod.invalid_format') }).nullable(),
  /** Where, or `null` for "not decided yet". Left out entirely: "Please choose an address". */
  deliveryPlace: z.union([deliveryPlaceSchema, z.null()], { error: (issue) => (issue.input === undefined ? 'error.booking.address_required' : undefined) }),
  /** The chosen providers (at most five; spec §5). */
  recipients: idList.default([]),
  /** Send to every relevant provider at once instead of waiting 24 hours. */
  sendToAll: z.boolean().default(false),
  answers: z.array(answerInputSchema).max(customRequestLimits.maxAnswers).default([]),
};

/**
 * `POST /api/customRequests` field `customRequestDto` (api-contract "Custom requests and offers").
 * At least one provider must be chosen unless it goes to all; a provider chosen twice counts once.
 */
export const customRequestDtoSchema = z
  .object(customRequestFields)
  .refine((dto) => dto.sendToAll || (Array.isArray(dto.recipients) && dto.recipients.length > 0), {
    error: 'error.request.choose_providers',
    path: ['recipients'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) && whenValid('recipients', 'sendToAll')(payload),
  })
  .transform((dto) => ({ ...dto, recipients: [...new Set(dto.recipients)] }));
export type CustomRequestDto = z.output<typeof customRequestDtoSchema>;
export type CustomRequestDtoInput = z.input<typeof customRequestDtoSchema>;

/**
 * What the wizard keeps between visits (spec §3 custom request draft: stage, dto): any part of the
 * dto, each part checked as it will be on sending.
 */
export const customRequestDraftBodySchema = z.object({
  /** The draft to overwrite; a new one when left out. */
  id: z.uuid().optional(),
  stage: z.number().int().min(1).max(4).default(1),
  customRequestDto: z
    .object({
      ...customRequestFields,
      // A half-filled step: texts may still be empty, nothing is required and nothing filled in.
      tags: customRequestFields.tags.unwrap(),
      recipients: customRequestFields.recipients.unwrap(),
      sendToAll: z.boolean(),
      answers: customRequestFields.answers.unwrap(),
      title: textSchema({ max: customRequestLimits.titleLength }),
      description: textSchema({ max: customRequestLimits.descriptionLength }),
      startTime: z.iso.datetime({ offset: true }).nullable(),
      deliveryPlace: z.object({ street: z.string().trim().max(200), postalCode: z.string().trim().max(10) }).nullable(),
    })
    .partial()
    .default({}),
});
export type CustomRequestDraftBody = z.input<typeof customRequestDraftBodySchema>;

export const customRequestDraftSchema = z.object({
  id: z.uuid(),
  stage: z.number().int(),
  customRequestDto: z.record(z.string(), z.unknown()),
  updatedAt: z.iso.datetime(),
});
export type CustomRequestDraft = z.infer<typeof customRequestDraftSchema>;

/** A stored answer: the question and the answer as the customer saw them, in both languages (spec §3). */
export const storedAnswerSchema = z.object({
  questionId: z.uuid(),
  type: z.string(),
  questionNo: z.string(),
  questionEn: z.string(),
  answer: answerValueSchema,
  answerNo: z.string(),
  answerEn: z.string(),
});
export type StoredAnswer = z.infer<typeof storedAnswerSchema>;

export const fileReferenceSchema = z.object({ id: z.string(), url: z.string() });

/** Price offer statuses (spec §3). */
export const priceOfferStatuses = ['sent', 'accepted', 'closed', 'expired'] as const;
export type PriceOfferStatus = (typeof priceOfferStatuses)[number];

/**
 * A response as the customer sees it (api-contract): an offer or a decline. `status` is the
 * offer's status, `REJECTED` for a decline, or `PAUSED` for an open offer of a provider that
 * currently takes no jobs (it cannot be accepted then). `price` is in kroner.
 */
export const responseSchema = z.object({
  id: z.uuid(),
  providerId: z.uuid(),
  providerName: z.string(),
  providerSlug: z.string(),
  providerPhoto: z.string().nullable(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  averageResponseTimeSec: z.number().int().nullable(),
  type: z.enum(['OFFER', 'REJECTED']),
  status: z.string(),
  price: z.number().optional(),
  conditions: z.string().optional(),
  expiresAt: z.iso.datetime().optional(),
  startTime: z.iso.datetime().nullable().optional(),
  durationMinutes: z.number().int().optional(),
  seenAt: z.iso.datetime().nullable().optional(),
  resultingBookingId: z.uuid().nullable().optional(),
  accepted: z.boolean().optional(),
  rejectReason: z.string().optional(),
  createdAt: z.iso.datetime(),
});
export type CustomRequestResponse = z.infer<typeof responseSchema>;

const requestCore = {
  id: z.uuid(),
  ownerId: z.uuid(),
  categoryId: z.uuid(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  startTime: z.iso.datetime().nullable(),
  deliveryPlace: z.object({ street: z.string(), postalCode: z.string(), place: z.string() }).nullable(),
  files: z.array(fileReferenceSchema),
  status: z.enum(customRequestStatuses),
  sendToAll: z.boolean(),
  isReplacement: z.boolean(),
  /** The kept price of a replacement request, in kroner; offers on it must use it. */
  price: z.number().nullable(),
  answers: z.array(storedAnswerSchema),
  customerName: z.string(),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
};

/** `GET /api/customRequests/customer/{id}` and the answer of `POST /api/customRequests`. */
export const customerRequestSchema = z.object({
  ...requestCore,
  /** The chosen providers' ids (spec §3 recipients). */
  recipients: z.array(z.uuid()),
  /** How many providers it has reached so far (chosen, and after the broadcast everyone relevant). */
  reachedCount: z.number().int(),
  broadcastAt: z.iso.datetime().nullable(),
  responses: z.array(responseSchema),
});
export type CustomerRequest = z.infer<typeof customerRequestSchema>;

/** One line of the customer's list of own requests. */
export const customerRequestListItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  categoryId: z.uuid(),
  status: z.enum(customRequestStatuses),
  startTime: z.iso.datetime().nullable(),
  offerCount: z.number().int(),
  unseenOfferCount: z.number().int(),
  lowestPrice: z.number().nullable(),
  /** It replaces a provider who dropped out of a booking: offers at a fixed price. Optional only for screens' older fixtures. */
  isReplacement: z.boolean().optional(),
  created: z.iso.datetime(),
});
export const customerRequestPageSchema = pagedSchema(customerRequestListItemSchema);

/** The provider's tabs (spec §2 provider dashboard offers). */
export const providerRequestTabs = ['open', 'offers_sent', 'pending_customer', 'previous'] as const;
export type ProviderRequestTab = (typeof providerRequestTabs)[number];

/**
 * Where a request stands for the provider (spec §4 provider side: open, rejected, offer sent,
 * accepted, closed); `expired` is an offer that ran out while the request is open.
 */
export const providerRequestStates = ['open', 'rejected', 'offer_sent', 'accepted', 'closed', 'expired'] as const;

export const myOfferSchema = z.object({
  id: z.uuid(),
  status: z.enum(priceOfferStatuses),
  price: z.number(),
  conditions: z.string(),
  expiresAt: z.iso.datetime(),
  startTime: z.iso.datetime().nullable(),
  durationMinutes: z.number().int(),
  seenAt: z.iso.datetime().nullable(),
  resultingBookingId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});

export const providerRequestListItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  categoryId: z.uuid(),
  status: z.enum(customRequestStatuses),
  state: z.enum(providerRequestStates),
  startTime: z.iso.datetime().nullable(),
  place: z.string().nullable(),
  customerName: z.string(),
  isReplacement: z.boolean(),
  price: z.number().nullable(),
  reachedAt: z.iso.datetime(),
  offer: myOfferSchema.nullable(),
  created: z.iso.datetime(),
});
export const providerRequestPageSchema = pagedSchema(providerRequestListItemSchema);

/** The provider menu's count: requests in the "open" tab. */
export const providerRequestCountsSchema = z.object({ open: z.number().int().nonnegative() });
export type ProviderRequestCounts = z.infer<typeof providerRequestCountsSchema>;

/**
 * `GET /api/customRequests/provider/{id}`: the request as a provider it reached sees it. The
 * street is left out until an offer is accepted. `payoutTerms` feed `calculatePayout`
 * (shared/payments/payout.ts) so the price-offer form shows what the provider is paid.
 */
export const providerRequestSchema = z.object({
  ...requestCore,
  state: z.enum(providerRequestStates),
  reachedAt: z.iso.datetime(),
  rejectReason: z.string().nullable(),
  offer: myOfferSchema.nullable(),
  payoutTerms: z.object({ serviceFeePercent: z.number(), orgType: z.enum(['individual', 'company', 'agent']), vatRate: z.number() }),
});
export type ProviderRequest = z.infer<typeof providerRequestSchema>;

export const providerRequestQuerySchema = z.object({ tab: z.enum(providerRequestTabs).default('open'), next: cursorSchema.optional() });
export const customerRequestQuerySchema = z.object({ status: z.enum(customRequestStatuses).optional(), next: cursorSchema.optional() });

/** `POST /api/customRequests/reject` (spec §4: a provider declines with a reason). */
export const rejectRequestBodySchema = z.object({
  customRequestId: z.uuid(),
  rejectReason: textSchema({ max: customRequestLimits.rejectReasonLength }).min(customRequestLimits.rejectReasonMin),
});

export const rejectionSchema = z.object({ customRequestId: z.uuid(), providerId: z.uuid(), rejectReason: z.string(), rejectedAt: z.iso.datetime() });

export const requestIdParamsSchema = z.object({ id: z.uuid() });
