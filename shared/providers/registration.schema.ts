import { z } from 'zod';
import { bankAccountSchema } from '#shared/validation/bank-account.ts';
import { emailSchema } from '#shared/validation/email.ts';
import { nationalIdSchema } from '#shared/validation/national-id.ts';
import { orgNumberSchema } from '#shared/validation/org-number.ts';
import { requiredText } from '#shared/validation/required-text.ts';
import { postalCodeSchema } from '#shared/validation/postal-code.ts';

/** Spec §3 legalInfo.orgType: a person, a company, or an agent selling on others' behalf. */
export const orgTypeSchema = z.enum(['individual', 'company', 'agent']);
export type OrgType = z.infer<typeof orgTypeSchema>;

/** The registration stages (spec §2, §4): 1 category, 2 role, 3 details, 4 payout, 5 summary. */
export const registrationStages = ['category', 'role', 'details', 'payout', 'summary'] as const;
export type RegistrationStage = (typeof registrationStages)[number];

const name = () => requiredText().pipe(z.string().max(100));
const acceptTerms = z.literal(true, { error: 'error.auth.terms_required' });

/** A 9-digit organisation number, typed with or without spaces (spec §5, §8). */
const orgNumber = z
  .string({ error: 'common.field.required' })
  .trim()
  .min(1, { error: 'common.field.required' })
  .pipe(orgNumberSchema);

/** Spec §5 individual: national id (11 digits, D-numbers too), names, e-mail, terms. The ID photo is a file beside it. */
export const individualDetailsSchema = z.object({
  orgType: z.literal('individual'),
  firstName: name(),
  lastName: name(),
  email: emailSchema,
  nationalId: nationalIdSchema,
  acceptTerms,
});

/** Spec §5 company: company name and organisation number (looked up in the business register). */
export const companyDetailsSchema = z.object({
  orgType: z.literal('company'),
  companyName: name(),
  orgNumber,
  firstName: name().optional(),
  lastName: name().optional(),
  email: emailSchema.optional(),
  acceptTerms,
});

/** Spec §5 agent: company name, organisation number and the agent's names. */
export const agentDetailsSchema = z.object({
  orgType: z.literal('agent'),
  companyName: name(),
  orgNumber,
  firstName: name(),
  lastName: name(),
  email: emailSchema.optional(),
  acceptTerms,
});

export const legalDetailsSchema = z.discriminatedUnion('orgType', [individualDetailsSchema, companyDetailsSchema, agentDetailsSchema]);
export type LegalDetails = z.infer<typeof legalDetailsSchema>;
export type LegalDetailsInput = z.input<typeof legalDetailsSchema>;

/** Spec §3 invoiceAddress. `postalPlace` is filled in by the server from the postal code. */
export const invoiceAddressSchema = z.object({
  street: requiredText().pipe(z.string().max(200)),
  postalCode: postalCodeSchema,
  postalPlace: z.string().max(100).optional(),
});
export type InvoiceAddress = z.infer<typeof invoiceAddressSchema>;

/** Spec §5: partial and legal registration both need the bank account (MOD11) and invoice address. */
export const payoutDetailsSchema = z.object({
  bankAccountNumber: bankAccountSchema,
  invoiceAddress: invoiceAddressSchema,
});
export type PayoutDetails = z.infer<typeof payoutDetailsSchema>;

/**
 * `POST /api/provider/{id}/legal`, the `legal` JSON part (the `idPhoto` file travels beside it):
 * the whole legal info, checked for the chosen role, which sends the registration for review.
 */
export const legalInfoSubmissionSchema = z.intersection(legalDetailsSchema, payoutDetailsSchema);
export type LegalInfoSubmission = z.infer<typeof legalInfoSubmissionSchema>;
export type LegalInfoSubmissionInput = z.input<typeof legalInfoSubmissionSchema>;

/**
 * `POST /api/provider/partial`: the registration so far, saved after each stage so it can be
 * resumed on another device. Every section present is checked with that stage's rules; the
 * category is required from the first save. The answer is the provider (`ProviderMe`).
 */
export const partialRegistrationSchema = z.object({
  stage: z.number().int().min(1).max(registrationStages.length),
  categoryId: z.uuid({ error: 'common.field.required' }),
  orgType: orgTypeSchema.optional(),
  details: legalDetailsSchema.optional(),
  payout: payoutDetailsSchema.optional(),
});
export type PartialRegistration = z.infer<typeof partialRegistrationSchema>;
export type PartialRegistrationInput = z.input<typeof partialRegistrationSchema>;

/** Spec §3 legalInfo as its owner and admins see it. */
export const legalInfoSchema = z.object({
  orgType: orgTypeSchema.nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  orgNumber: z.string().nullable(),
  nationalId: z.string().nullable(),
  email: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  invoiceAddress: z.object({ street: z.string(), postalCode: z.string(), postalPlace: z.string().nullable() }).nullable(),
  hasIdPhoto: z.boolean(),
  termsAccepted: z.boolean(),
  serviceFeePercentage: z.number(),
});
export type LegalInfo = z.infer<typeof legalInfoSchema>;
