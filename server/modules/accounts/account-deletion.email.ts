import type { Queue } from 'bullmq';
import type { OutboundMessage } from '#shared/queues.ts';
import { paths } from '#shared/routing/paths.ts';
import { languageOf, messageText } from '#server/modules/notifications/message-text.ts';
import { queueOutboundMessage } from '#server/modules/notifications/outbound-message.service.ts';
import type { UserEntity } from './user.entity.ts';

export type DeletionEmailKind = 'requested' | 'cancelled';

/** The e-mail confirming a deletion request (with the date of erasure, Oslo time) or its withdrawal, in the person's language. */
export function deletionEmail(
  kind: DeletionEmailKind,
  input: { user: Pick<UserEntity, 'firstName' | 'language'>; erasesAt: Date | null; appName: string; origin: string },
): { subject: string; text: string } {
  const language = languageOf(input.user.language);
  const date = input.erasesAt ? new Intl.DateTimeFormat(language === 'nb' ? 'nb-NO' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Oslo' }).format(input.erasesAt) : '';
  const params = { name: input.user.firstName, appName: input.appName, date, link: `${input.origin}${paths.account}#delete` };
  return {
    subject: messageText(language, (m) => m.accountDeletion[`${kind}Subject`], params),
    text: messageText(language, (m) => m.accountDeletion[kind], params),
  };
}

/** Queues the confirmation through the outbound messages, like every other e-mail. */
export async function sendDeletionEmail(
  deps: { outbound: Queue<OutboundMessage>; appName: string; origin: string },
  kind: DeletionEmailKind,
  user: UserEntity,
  erasesAt: Date | null,
): Promise<void> {
  await queueOutboundMessage(deps.outbound, { channel: 'email', to: user.email, ...deletionEmail(kind, { user, erasesAt, appName: deps.appName, origin: deps.origin }) });
}
