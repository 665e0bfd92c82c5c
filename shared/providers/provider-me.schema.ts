import { z } from 'zod';
import { legalInfoSchema, orgTypeSchema } from './registration.schema.ts';
import { ownProfileSchema } from './profile.schema.ts';

/** Where a provider's registration stands (spec §1: manual review). */
export const providerStatusSchema = z.enum(['draft', 'pending', 'approved', 'rejected']);
export type ProviderStatus = z.infer<typeof providerStatusSchema>;

/**
 * `GET /api/provider/me` (spec §3 Provider (me)): the signed-in person's provider, with the
 * legal info only they (and admins) may see. 404 when the person has not started registering.
 */
export const providerMeSchema = z.object({
  id: z.uuid(),
  status: providerStatusSchema,
  /** The registration stage to resume at (1–5). */
  registrationStage: z.number().int(),
  rejectionReason: z.string().nullable(),
  submittedAt: z.date().nullable(),
  approvedAt: z.date().nullable(),
  orgType: orgTypeSchema,
  legalInfo: legalInfoSchema,
  profile: ownProfileSchema,
  serviceFeePercent: z.number(),
  created: z.date(),
});
export type ProviderMe = z.infer<typeof providerMeSchema>;
