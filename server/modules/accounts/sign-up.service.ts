import type { EntityManager } from '@mikro-orm/postgresql';
import type { NewUser } from '#shared/accounts/user.schema.ts';
import { errorMessage } from '#shared/errors/error-catalogue.ts';
import { fieldError } from '#server/lib/app-error.ts';
import { lookUpBusiness } from './business-lookup.ts';
import type { BusinessRegister } from './business-register/business-register.ts';
import type { UserEntity } from './user.entity.ts';
import { createUser } from './user.service.ts';

/**
 * Spec §5 new user, whichever way the e-mail was proven (a login link or a third-party login):
 * the account's e-mail must be the proven one, a business account needs a company the register
 * knows, and the account is created in one transaction with whatever uses the proof up, so a
 * failed sign-up leaves the proof usable and a used proof creates nothing.
 */
export async function signUp(
  em: EntityManager,
  register: BusinessRegister,
  input: NewUser,
  proof: { email: string | null; now: Date; useUp: (em: EntityManager, user: UserEntity) => Promise<void> },
): Promise<UserEntity> {
  if (!proof.email || input.email !== proof.email) {
    throw fieldError('email', 'error.email.invalid', errorMessage('error.email.invalid', 'en'));
  }
  const business = input.asBusiness && input.orgNumber ? await lookUpBusiness(register, input.orgNumber) : null;
  return em.transactional(async (transaction) => {
    const user = await createUser(transaction, { ...input, companyName: business?.name ?? null }, proof.now);
    await proof.useUp(transaction, user);
    return user;
  });
}
