import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import type { Language } from '#shared/i18n/languages.ts';
import { kroner, osloTime } from '#server/modules/notifications/message-format.ts';
import { wantsMessage } from '#shared/notifications/notification-settings.ts';
import { type OutboundMessage, outboundMessageSchema } from '#shared/queues.ts';
import { accountRequestPath, agentRequestPath } from '#shared/routing/paths.ts';
import { query, sql } from '#server/db/sql.ts';
import { type Messages, languageOf, messageText } from '#server/modules/notifications/message-text.ts';
import { outboundMessageJobOptions } from '#server/modules/notifications/outbound-message.service.ts';
import type { Addressed, UserNotifier } from '#server/modules/notifications/user-notifier.ts';

/** What telling people about requests needs: the message queue, the socket side and links into the app. */
export interface RequestMessaging {
  outbound: Queue<OutboundMessage>;
  notifier: UserNotifier;
  origin: string;
}

type MessageKey = keyof Messages['customRequest'];

/** A message id derived from what it is about, so telling someone the same thing twice sends once. */
function messageId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join(':')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface Person {
  user_id: string;
  first_name: string;
  email: string;
  phone: string;
  language: 'nb_no' | 'en_us' | null;
  notification_settings: unknown;
}

/** The owners of providers, for messages in their own language. */
async function providerOwners(em: EntityManager, providerIds: readonly string[]): Promise<Person[]> {
  if (providerIds.length === 0) return [];
  return query<Person>(
    em,
    sql`select u.id as user_id, u.first_name, u.email, u.phone, u.language, u.notification_settings from provider p join app_user u on u.id = p.owner_id
      where p.id = any(array[${providerIds}]::uuid[]) and u.erased_at is null`,
  );
}

async function person(em: EntityManager, userId: string): Promise<Person | undefined> {
  const [row] = await query<Person>(em, sql`select u.id as user_id, u.first_name, u.email, u.phone, u.language, u.notification_settings from app_user u where u.id = ${userId} and u.erased_at is null`);
  return row;
}

type Letter = { subject: MessageKey; text: MessageKey; sms?: MessageKey; notification: string };

/**
 * Queues the e-mail (and SMS) of one kind to each person in one bulk add, then stores and pushes
 * their in-app notifications in one insert. `about` names what the message is about; with the
 * person and the kind it makes the message id.
 */
async function tell(
  em: EntityManager,
  messaging: RequestMessaging,
  people: readonly Person[],
  letter: Letter,
  about: string,
  /** The message's values in a language; the same for everyone who reads that language. */
  params: (language: Language) => Record<string, string>,
  link: string,
): Promise<void> {
  const byLanguage = new Map<Language, Record<string, string>>();
  const valuesIn = (language: Language) => {
    let values = byLanguage.get(language);
    if (!values) byLanguage.set(language, (values = params(language)));
    return values;
  };
  const jobs: Array<{ name: string; data: OutboundMessage; opts: typeof outboundMessageJobOptions & { jobId: string } }> = [];
  const notifications: Addressed[] = [];
  for (const someone of people) {
    const language = languageOf(someone.language);
    const values: Record<string, string> = { name: someone.first_name, link: `${messaging.origin}${link}`, ...valuesIn(language) };
    const add = (message: Omit<OutboundMessage, 'id'>, channel: string) => {
      const data = outboundMessageSchema.parse({ ...message, id: messageId(about, letter.text, someone.user_id, channel) });
      jobs.push({ name: 'deliver', data, opts: { ...outboundMessageJobOptions, jobId: data.id } });
    };
    if (wantsMessage(someone.notification_settings, 'requests', 'email')) {
      add({ channel: 'email', to: someone.email, subject: messageText(language, (m) => m.customRequest[letter.subject], values), text: messageText(language, (m) => m.customRequest[letter.text], values) }, 'email');
    }
    const sms = letter.sms;
    if (sms && wantsMessage(someone.notification_settings, 'requests', 'sms')) add({ channel: 'sms', to: someone.phone, text: messageText(language, (m) => m.customRequest[sms], values) }, 'sms');
    notifications.push({ userId: someone.user_id, key: letter.notification, params: { title: values.title ?? '' }, link });
  }
  for (let start = 0; start < jobs.length; start += 500) await messaging.outbound.addBulk(jobs.slice(start, start + 500));
  await messaging.notifier.notifyAll(em, notifications);
}

export type RequestSummary = { id: string; title: string; startsAt: Date | null; deliveryPlace: string | null };

/** Every provider a request just reached hears of it at once: in-app, SMS and e-mail (spec §4). */
export async function tellProvidersReached(em: EntityManager, messaging: RequestMessaging, request: RequestSummary, providerIds: readonly string[]): Promise<void> {
  const people = await providerOwners(em, providerIds);
  await tell(
    em,
    messaging,
    people,
    { subject: 'newRequestSubject', text: 'newRequest', sms: 'newRequestSms', notification: 'requests:notification.newRequest' },
    `request:${request.id}`,
    (language) => ({
      title: request.title,
      when: request.startsAt ? osloTime(request.startsAt, language) : messageText(language, (m) => m.customRequest.undecided),
      where: request.deliveryPlace || messageText(language, (m) => m.customRequest.undecided),
    }),
    agentRequestPath(request.id),
  );
}

/** The customer hears of a new offer. */
export async function tellCustomerOfOffer(
  em: EntityManager,
  messaging: RequestMessaging,
  input: { customerId: string; requestId: string; title: string; offerId: string; providerName: string; amountOre: number; expiresAt: Date },
): Promise<void> {
  const customer = await person(em, input.customerId);
  if (!customer) return;
  await tell(
    em,
    messaging,
    [customer],
    { subject: 'newOfferSubject', text: 'newOffer', notification: 'requests:notification.newOffer' },
    `offer:${input.offerId}`,
    (language) => ({ title: input.title, provider: input.providerName, amount: kroner(input.amountOre, language), deadline: osloTime(input.expiresAt, language) }),
    accountRequestPath(input.requestId),
  );
}

/** The winning provider hears that the customer accepted; the booking waits for payment. */
export async function tellOfferAccepted(
  em: EntityManager,
  messaging: RequestMessaging,
  input: { providerId: string; requestId: string; title: string; offerId: string; amountOre: number; orderNumber: string; paymentDueBy: Date | null },
): Promise<void> {
  await tell(
    em,
    messaging,
    await providerOwners(em, [input.providerId]),
    { subject: 'offerAcceptedSubject', text: 'offerAccepted', sms: 'offerAcceptedSms', notification: 'requests:notification.offerAccepted' },
    `accepted:${input.offerId}`,
    (language) => ({ title: input.title, amount: kroner(input.amountOre, language), orderNumber: input.orderNumber, deadline: input.paymentDueBy ? osloTime(input.paymentDueBy, language) : '' }),
    agentRequestPath(input.requestId),
  );
}

const closingLetters: Record<'accepted_other' | 'cancelled' | 'booking_ended', Letter> = {
  accepted_other: { subject: 'offerClosedSubject', text: 'offerClosed', notification: 'requests:notification.offerClosed' },
  cancelled: { subject: 'requestCancelledSubject', text: 'requestCancelled', notification: 'requests:notification.requestCancelled' },
  booking_ended: { subject: 'replacementClosedSubject', text: 'replacementClosed', notification: 'requests:notification.replacementClosed' },
};

/**
 * Providers whose offers closed hear why: another offer won, the customer withdrew the request, or
 * the booking a replacement request was for ended (how it ended is the customer's business).
 */
export async function tellOffersClosed(
  em: EntityManager,
  messaging: RequestMessaging,
  input: { requestId: string; title: string; providerIds: readonly string[]; reason: keyof typeof closingLetters },
): Promise<void> {
  const letter = closingLetters[input.reason];
  await tell(em, messaging, await providerOwners(em, input.providerIds), letter, `closed:${input.requestId}`, () => ({ title: input.title }), agentRequestPath(input.requestId));
}
