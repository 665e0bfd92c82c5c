import { z } from 'zod';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';
import { requiredText } from '#shared/validation/required-text.ts';
import { textSchema } from '#shared/validation/text.ts';

/** One chat of a person as support sees it: who talks with whom, how much, and whether it is switched off. */
export const adminChatSchema = z.object({
  id: z.uuid(),
  customerName: z.string(),
  providerName: z.string(),
  messageCount: z.number().int().min(0),
  lastActivityAt: z.iso.datetime({ offset: true }),
  deactivatedAt: z.iso.datetime({ offset: true }).nullable(),
  deactivationReason: z.string().nullable(),
});
export type AdminChat = z.infer<typeof adminChatSchema>;

/** `POST /api/admin/chats/{id}/deactivate`: why, for the audit log. */
export const deactivateChatSchema = z.object({ reason: requiredText().pipe(textSchema({ max: fieldTextLimits.declineReason })) });
