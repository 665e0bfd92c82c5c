import type { NotificationSettings } from '#shared/notifications/notification-settings.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Consents, UpdateUser } from '#shared/accounts/user.schema.ts';
import { AppError, conflict } from '#server/lib/app-error.ts';
import type { RegisteredBusiness } from './business-register/business-register.ts';
import type { UserEntity } from './user.entity.ts';
import { findUserByPhone } from './user.service.ts';

/** Personal information and settings (spec §2 account). A mobile number belongs to one account. */
export async function updateUser(em: EntityManager, user: UserEntity, changes: UpdateUser): Promise<void> {
  if (changes.phone && changes.phone !== user.phone) {
    const holder = await findUserByPhone(em, changes.phone);
    if (holder && holder.id !== user.id) throw conflict('error.auth.phone_registered');
  }
  if (changes.orderAsBusiness && !user.orgNumber) throw new AppError(400, 'error.org_number.provide_valid');
  em.assign(user, changes);
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new AppError(409, 'error.auth.phone_registered', { cause: error });
    throw error;
  }
}

export async function updateConsents(em: EntityManager, user: UserEntity, consents: Consents): Promise<void> {
  em.assign(user, consents);
  await em.flush();
}

/** Which e-mails and SMS the person wants; stored whole, so what they see is what applies. */
export async function updateNotificationSettings(em: EntityManager, user: UserEntity, settings: NotificationSettings): Promise<void> {
  user.notificationSettings = settings;
  await em.flush();
}

/** Spec §5 add business: the register's company becomes the account's business; orders go to it. */
export async function addBusiness(em: EntityManager, user: UserEntity, business: RegisteredBusiness): Promise<void> {
  em.assign(user, { orgNumber: business.orgNumber, companyName: business.name, orderAsBusiness: true });
  await em.flush();
}
