import { z } from 'zod';
import { textSchema } from '#shared/validation/text.ts';
import { legalInfoSchema, orgTypeSchema } from './registration.schema.ts';
import { providerStatusSchema } from './provider-me.schema.ts';

/** A registration in the admin review queue (`GET /api/admin/providers?status=`). */
export const adminProviderSummarySchema = z.object({
  id: z.uuid(),
  status: providerStatusSchema,
  displayName: z.string(),
  orgType: orgTypeSchema,
  categoryId: z.uuid(),
  ownerId: z.uuid(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  ownerPhone: z.string(),
  submittedAt: z.date().nullable(),
  /** When it was last approved; kept when the approval is withdrawn, so such a provider can be approved again. */
  approvedAt: z.date().nullable(),
  reviewedAt: z.date().nullable(),
  rejectionReason: z.string().nullable(),
});
export type AdminProviderSummary = z.infer<typeof adminProviderSummarySchema>;

/** One registration with its legal info (`GET /api/admin/providers/{id}`); the ID photo is its own call. */
export const adminProviderDetailSchema = adminProviderSummarySchema.extend({
  legalInfo: legalInfoSchema,
  slug: z.string(),
  tagline: z.string().nullable(),
  description: z.string(),
});
export type AdminProviderDetail = z.infer<typeof adminProviderDetailSchema>;

/** `POST /api/admin/providers/{id}/reject`: the reason is sent to the provider. */
export const rejectProviderSchema = z.object({ reason: textSchema({ max: 2000 }).min(10, { error: 'error.field.min_length' }) });
/** `POST /api/admin/providers/{id}/withdraw`: the reason is sent to the provider and shown on its dashboard. */
export const withdrawApprovalSchema = z.object({ reason: textSchema({ max: 2000 }).min(10, { error: 'error.field.min_length' }) });
/** `POST /api/admin/users/{id}/block`: the message the blocked person sees. */
export const blockUserSchema = z.object({ message: textSchema({ max: 2000 }).min(10, { error: 'error.field.min_length' }) });

/** A user as the admin console lists them (`GET /api/admin/users?q=`). */
export const adminUserSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  isBlocked: z.boolean(),
  blockedMessage: z.string().nullable(),
  isAdmin: z.boolean(),
  providerId: z.uuid().nullable(),
  createdAt: z.date(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** One line of the audit log (`GET /api/admin/audit-log`, paged). */
export const auditLogEntrySchema = z.object({
  id: z.uuid(),
  actorId: z.uuid().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.date(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
