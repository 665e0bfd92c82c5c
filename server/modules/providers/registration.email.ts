import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { languageOf, messageText } from '#server/modules/notifications/message-text.ts';
import { queueOutboundMessage } from '#server/modules/notifications/outbound-message.service.ts';
import type { ProviderEntity } from './provider.entity.ts';

/** `withdrawn`: an approved provider's approval was taken back by an admin, with a reason. */
export type ReviewEmailKind = 'received' | 'approved' | 'rejected' | 'withdrawn';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/**
 * The e-mail telling a provider where their registration stands (spec §1: manual review, typically
 * a couple of days), in the owner's language. A rejection or a withdrawn approval carries the
 * admin's reason.
 */
export function reviewEmail(
  kind: ReviewEmailKind,
  input: { owner: UserEntity; displayName: string; appName: string; origin: string; reason?: string | null },
): { subject: string; text: string; html: string } {
  const language = languageOf(input.owner.language);
  const params = {
    appName: input.appName,
    name: input.owner.firstName,
    displayName: input.displayName,
    reason: input.reason ?? '',
    // Approved providers go to their dashboard; a rejected or withdrawn one back to the registration to correct it.
    link: `${input.origin}${kind === 'rejected' || kind === 'withdrawn' ? '/register' : '/agent'}`,
  };
  const greeting = messageText(language, (m) => m.providerReview.greeting, params);
  const body = messageText(language, (m) => m.providerReview[kind], params);
  const signature = messageText(language, (m) => m.providerReview.signature, params);
  const paragraphs = [greeting, ...body.split('\n\n'), signature];
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f5f5f4;font-family:Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(input.appName)}</h1>
${paragraphs.map((paragraph) => `<p style="font-size:16px;line-height:24px;margin:0 0 16px;white-space:pre-line;word-break:break-word">${escapeHtml(paragraph)}</p>`).join('\n')}
</td></tr></table></td></tr></table></body></html>`;
  return {
    subject: messageText(language, (m) => m.providerReview[`${kind}Subject`], params),
    text: paragraphs.join('\n\n'),
    html,
  };
}

/** Queues the review e-mail to the provider's owner through the outbox. */
export async function sendReviewEmail(
  app: FastifyInstance,
  kind: ReviewEmailKind,
  provider: ProviderEntity,
  owner: UserEntity,
  reason?: string | null,
): Promise<void> {
  const { appName, origin } = app.config;
  await queueOutboundMessage(app.queues.outboundMessages, {
    channel: 'email',
    to: owner.email,
    ...reviewEmail(kind, { owner, displayName: provider.displayName, appName, origin, reason }),
  });
}

/**
 * Like `sendReviewEmail`, for calls whose change is already saved: if the queue cannot take the
 * e-mail, the change still stands (the provider sees it on the dashboard) and the failure is
 * logged for support instead of answering 500 to a request that did its work.
 */
export async function sendReviewEmailSafely(
  request: FastifyRequest,
  kind: ReviewEmailKind,
  provider: ProviderEntity,
  owner: UserEntity,
  reason?: string | null,
): Promise<void> {
  try {
    await sendReviewEmail(request.server, kind, provider, owner, reason);
  } catch (error) {
    request.log.error({ err: error, providerId: provider.id, kind }, 'review e-mail could not be queued');
  }
}
