import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { NotificationSettings } from '#shared/notifications/notification-settings.ts';
import { textLengths } from '#shared/validation/text-lengths.ts';

/**
 * Spec §3 User. Phone (E.164) and e-mail (lower case) are each unique: they are how a person
 * signs in. A deletion request is carried out 30 days later by the erasure job
 * (`account-erasure.ts`); until then it can be cancelled. An erased user stays as a tombstone so
 * bookings, invoices and ledger rows keep their foreign keys: names, contacts and settings are
 * gone, `erasedAt` says when, and the phone and e-mail hold unusable placeholders.
 */
export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'app_user',
  indexes: [
    // Every public read asks whether a provider's owner is blocked (public-provider.ts): the few
    // blocked people in a small index of their own, rather than a scan of every user.
    { name: 'app_user_blocked_index', expression: 'create index "app_user_blocked_index" on "app_user" ("id") where "is_blocked"' },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    firstName: p.string().length(textLengths.personName),
    lastName: p.string().length(textLengths.personName),
    phone: p.string().unique(),
    email: p.string().unique(),
    language: p.enum(['nb_no', 'en_us'] as const).default('nb_no'),
    consentAnalytics: p.boolean().default(false),
    consentCrashlytics: p.boolean().default(false),
    /** Which e-mails and SMS the person wants, per topic (`notification-settings.ts`); null until first changed: everything on. */
    notificationSettings: p.json<NotificationSettings>().nullable(),
    orgNumber: p.string().nullable(),
    companyName: p.string().length(textLengths.companyName).nullable(),
    orderAsBusiness: p.boolean().default(false),
    deletionRequestedAt: p.datetime().nullable(),
    /** When the personal data was erased; the row is a tombstone from then on. */
    erasedAt: p.datetime().nullable(),
    isBlocked: p.boolean().default(false),
    /** Staff who review providers and block users; never shown to customers (spec §1). */
    isAdmin: p.boolean().default(false),
    blockedMessage: p.text().nullable(),
    termsAcceptedAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class UserEntity extends UserSchema.class {}
UserSchema.setClass(UserEntity);
