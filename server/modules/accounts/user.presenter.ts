import { erasureDueAt } from '#shared/accounts/account-deletion.ts';
import type { User } from '#shared/accounts/user.schema.ts';
import { notificationSettingsOf } from '#shared/notifications/notification-settings.ts';
import type { UserEntity } from './user.entity.ts';

/** The signed-in person's own view of their account (spec §3 User). */
export function presentUser(user: UserEntity, options: { hasIdentity: boolean }): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    email: user.email,
    consentAnalytics: user.consentAnalytics,
    consentCrashlytics: user.consentCrashlytics,
    notificationSettings: notificationSettingsOf(user.notificationSettings),
    delete: user.deletionRequestedAt ? { requestedAt: user.deletionRequestedAt, erasesAt: erasureDueAt(user.deletionRequestedAt) } : null,
    orgNumber: user.orgNumber ?? null,
    companyName: user.companyName ?? null,
    orderAsBusiness: user.orderAsBusiness,
    language: user.language,
    isBlocked: user.isBlocked,
    blockedMessage: user.isBlocked ? (user.blockedMessage ?? null) : null,
    isAdmin: user.isAdmin,
    signInMethods: ['phone', 'email', ...(options.hasIdentity ? (['oidc'] as const) : [])],
    createdAt: user.createdAt,
  };
}
