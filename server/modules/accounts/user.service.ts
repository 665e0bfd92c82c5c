import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NewUser } from '#shared/accounts/user.schema.ts';
import { AppError, conflict } from '#server/lib/app-error.ts';
import { UserIdentityEntity } from './user-identity.entity.ts';
import { UserEntity } from './user.entity.ts';

export function findUserByEmail(em: EntityManager, email: string): Promise<UserEntity | null> {
  return em.findOne(UserEntity, { email: email.toLowerCase() });
}

export function findUserByPhone(em: EntityManager, phone: string): Promise<UserEntity | null> {
  return em.findOne(UserEntity, { phone });
}

export async function hasIdentity(em: EntityManager, userId: string): Promise<boolean> {
  return (await em.count(UserIdentityEntity, { user: userId })) > 0;
}

/**
 * Creates an account (spec §5 new user). E-mail and phone are each one person's: a taken e-mail
 * answers "E-mail is already registered", a taken phone its own sentence, also when two
 * sign-ups race (the unique constraints decide).
 */
export async function createUser(
  em: EntityManager,
  input: NewUser & { companyName?: string | null },
  now: Date,
): Promise<UserEntity> {
  if (await findUserByEmail(em, input.email)) throw conflict('error.auth.email_registered');
  if (await findUserByPhone(em, input.phone)) throw conflict('error.auth.phone_registered');
  const user = em.create(UserEntity, {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    email: input.email.toLowerCase(),
    language: input.language,
    orgNumber: input.asBusiness ? (input.orgNumber ?? null) : null,
    companyName: input.asBusiness ? (input.companyName ?? null) : null,
    orderAsBusiness: input.asBusiness,
    termsAcceptedAt: now,
  });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new AppError(409, /email/.test(error.message) ? 'error.auth.email_registered' : 'error.auth.phone_registered', { cause: error });
    }
    throw error;
  }
  return user;
}
