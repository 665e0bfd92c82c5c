import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { type OutboundMessage, outboundMessageSchema, type SubscriptionJob } from '#shared/queues.ts';
import { accountSubscriptionPath, paths } from '#shared/routing/paths.ts';
import { query, sql } from '#server/db/sql.ts';
import { derivedClientId } from '#server/modules/chats/marketplace-messages.ts';
import { kroner, osloTime } from '#server/modules/notifications/message-format.ts';
import { languageOf, messageText } from '#server/modules/notifications/message-text.ts';
import { outboundMessageJobOptions } from '#server/modules/notifications/outbound-message.service.ts';
import type { UserNotifier } from '#server/modules/notifications/user-notifier.ts';
import type { SubscriptionVisitEntity } from './subscription-visit.entity.ts';
import type { VisitChargeOutcome, VisitStartOutcome } from './visit-charges.ts';
import { chargeDueAt } from './visit-charges.ts';

/** What follows a subscription's change, the same from the web server and the workers. */
export interface SubscriptionMessaging {
  notifier: UserNotifier;
  outbound: Queue<OutboundMessage>;
  subscriptions: Queue<SubscriptionJob>;
  origin: string;
  appName: string;
}

const jobOptions = { removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 }, attempts: 5, backoff: { type: 'exponential', delay: 30_000 } } as const;

/**
 * The jobs of booked visits: the charge at its charge time (or planned retry) and the start. Their
 * ids name the visit and the moment, so scheduling the same again is a no-op; the sweep catches a
 * job that was lost.
 */
export async function scheduleVisitJobs(queue: Queue<SubscriptionJob>, visits: readonly SubscriptionVisitEntity[], now: Date): Promise<void> {
  const jobs = visits.flatMap((visit) => {
    if (visit.state !== 'booked') return [];
    const due = chargeDueAt(visit);
    const start = { name: 'start', data: { type: 'start' as const, visitId: visit.id }, opts: { ...jobOptions, delay: Math.max(0, visit.plannedStartsAt.getTime() - now.getTime()), jobId: `visit-start-${visit.id}` } };
    if (!due) return [start];
    return [{ name: 'charge', data: { type: 'charge' as const, visitId: visit.id }, opts: { ...jobOptions, delay: Math.max(0, due.getTime() - now.getTime()), jobId: `visit-charge-${visit.id}-${due.getTime()}` } }, start];
  });
  if (jobs.length > 0) await queue.addBulk(jobs);
}

interface PersonRow {
  user_id: string;
  first_name: string;
  email: string;
  phone: string | null;
  language: 'nb_no' | 'en_us' | null;
  unreachable: boolean;
}

async function customerOfVisit(em: EntityManager, visitId: string) {
  const [row] = await query<PersonRow & { service_title: string; provider_owner_id: string; subscription_id: string; planned_starts_at: string; price_ore: number }>(
    em,
    sql`select u.id as user_id, u.first_name, u.email, u.phone, u.language, (u.is_blocked or u.erased_at is not null) as unreachable,
        s.service_title, p.owner_id as provider_owner_id, s.id as subscription_id, v.planned_starts_at, v.price_ore
      from subscription_visit v join subscription s on s.id = v.subscription_id join app_user u on u.id = s.customer_id join provider p on p.id = s.provider_id
      where v.id = ${visitId}`,
  );
  return row ?? null;
}

async function queue(messaging: SubscriptionMessaging, messages: OutboundMessage[]): Promise<void> {
  await Promise.all(messages.map((message) => messaging.outbound.add('deliver', message, { ...outboundMessageJobOptions, jobId: message.id })));
}

/**
 * After a try to charge a visit: a refusal is told to the customer at once, in the app, by e-mail
 * and SMS (money: whatever their settings), with the next try or none, and a link to change the
 * card; the retry is scheduled. Each try is told once.
 */
export async function followVisitCharge(em: EntityManager, messaging: SubscriptionMessaging, outcome: VisitChargeOutcome, now: Date): Promise<void> {
  if (outcome.kind !== 'declined') return;
  const { visit } = outcome;
  if (outcome.retryAt) await scheduleVisitJobs(messaging.subscriptions, [visit], now);
  const person = await customerOfVisit(em, visit.id);
  if (!person || person.unreachable) return;
  const path = accountSubscriptionPath(person.subscription_id);
  await messaging.notifier.notify(em, person.user_id, { key: 'notifications:subscription.chargeFailed', params: { service: person.service_title }, link: path });
  const language = languageOf(person.language);
  const startsAt = new Date(person.planned_starts_at);
  const retry = outcome.retryAt ? messageText(language, (m) => m.subscription.retryAt, { time: osloTime(outcome.retryAt, language) }) : messageText(language, (m) => m.subscription.noRetry);
  const values = { name: person.first_name, service: person.service_title, date: osloTime(startsAt, language), price: kroner(person.price_ore, language), retry, link: `${messaging.origin}${path}`, appName: messaging.appName };
  const tryId = `subscription-charge-failed:${visit.id}:${visit.lastTryAt?.getTime() ?? now.getTime()}`;
  const messages = [
    outboundMessageSchema.parse({ id: derivedClientId(`${tryId}:email`), channel: 'email', to: person.email, subject: messageText(language, (m) => m.subscription.chargeFailedSubject, values), text: messageText(language, (m) => m.subscription.chargeFailed, values) }),
  ];
  if (person.phone) messages.push(outboundMessageSchema.parse({ id: derivedClientId(`${tryId}:sms`), channel: 'sms', to: person.phone, text: messageText(language, (m) => m.subscription.chargeFailedSms, values) }));
  await queue(messaging, messages);
}

/** After a visit's start: a visit set aside unpaid is told to both sides; a subscription paused for it, to the customer by e-mail too. */
export async function followVisitStart(em: EntityManager, messaging: SubscriptionMessaging, outcome: VisitStartOutcome): Promise<void> {
  if (outcome.kind !== 'paused') return;
  const person = await customerOfVisit(em, outcome.visit.id);
  if (!person) return;
  const path = accountSubscriptionPath(person.subscription_id);
  const service = person.service_title;
  if (!person.unreachable) await messaging.notifier.notify(em, person.user_id, { key: outcome.subscriptionPaused ? 'notifications:subscription.paused' : 'notifications:subscription.visitPaused', params: { service }, link: path });
  await messaging.notifier.notify(em, person.provider_owner_id, { key: 'notifications:subscription.visitPausedProvider', params: { service, customer: person.first_name }, link: paths.agentSubscriptions });
  if (!outcome.subscriptionPaused || person.unreachable) return;
  const language = languageOf(person.language);
  const values = { name: person.first_name, service, link: `${messaging.origin}${path}`, appName: messaging.appName };
  await queue(messaging, [
    outboundMessageSchema.parse({ id: derivedClientId(`subscription-paused:${person.subscription_id}:${outcome.visit.id}`), channel: 'email', to: person.email, subject: messageText(language, (m) => m.subscription.pausedSubject, values), text: messageText(language, (m) => m.subscription.paused, values) }),
  ]);
}

/** A new subscriber is told to the provider in the app; its visits' jobs are scheduled. */
export async function followSubscribed(em: EntityManager, messaging: SubscriptionMessaging, input: { subscriptionId: string; visits: readonly SubscriptionVisitEntity[]; now: Date }): Promise<void> {
  await scheduleVisitJobs(messaging.subscriptions, input.visits, input.now);
  const [row] = await query<{ owner_id: string; first_name: string; service_title: string }>(
    em,
    sql`select p.owner_id, u.first_name, s.service_title from subscription s join provider p on p.id = s.provider_id join app_user u on u.id = s.customer_id where s.id = ${input.subscriptionId}`,
  );
  if (row) await messaging.notifier.notify(em, row.owner_id, { key: 'notifications:subscription.new', params: { service: row.service_title, customer: row.first_name }, link: paths.agentSubscriptions });
}

/**
 * Visits whose time was taken when they were generated (`collided`, no booking) are told to both
 * sides, in the app and by e-mail: the customer to choose one of the suggested free times or skip
 * it, the provider that the customer is offered times. Each visit is told once (the e-mails' ids
 * come from the visit; the caller passes only visits just made).
 */
export async function followVisitsCollided(em: EntityManager, messaging: SubscriptionMessaging, visits: readonly SubscriptionVisitEntity[]): Promise<void> {
  for (const visit of visits) {
    if (visit.state !== 'collided') continue;
    const person = await customerOfVisit(em, visit.id);
    if (!person) continue;
    const [owner] = await query<PersonRow>(
      em,
      sql`select u.id as user_id, u.first_name, u.email, u.phone, u.language, (u.is_blocked or u.erased_at is not null) as unreachable from app_user u where u.id = ${person.provider_owner_id}`,
    );
    const startsAt = new Date(person.planned_starts_at);
    const service = person.service_title;
    const path = accountSubscriptionPath(person.subscription_id);
    const messages: OutboundMessage[] = [];
    if (!person.unreachable) {
      const language = languageOf(person.language);
      await messaging.notifier.notify(em, person.user_id, { key: 'notifications:subscription.visitCollided', params: { service, date: osloTime(startsAt, language) }, link: path });
      const values = { name: person.first_name, service, date: osloTime(startsAt, language), link: `${messaging.origin}${path}`, appName: messaging.appName };
      messages.push(outboundMessageSchema.parse({ id: derivedClientId(`subscription-collided:${visit.id}:customer`), channel: 'email', to: person.email, subject: messageText(language, (m) => m.subscription.collidedSubject, values), text: messageText(language, (m) => m.subscription.collided, values) }));
    }
    if (owner && !owner.unreachable) {
      const language = languageOf(owner.language);
      await messaging.notifier.notify(em, owner.user_id, { key: 'notifications:subscription.visitCollidedProvider', params: { service, customer: person.first_name, date: osloTime(startsAt, language) }, link: paths.agentSubscriptions });
      const values = { name: owner.first_name, customer: person.first_name, service, date: osloTime(startsAt, language), link: `${messaging.origin}${paths.agentSubscriptions}`, appName: messaging.appName };
      messages.push(outboundMessageSchema.parse({ id: derivedClientId(`subscription-collided:${visit.id}:provider`), channel: 'email', to: owner.email, subject: messageText(language, (m) => m.subscription.collidedProviderSubject, values), text: messageText(language, (m) => m.subscription.collidedProvider, values) }));
    }
    await queue(messaging, messages);
  }
}
