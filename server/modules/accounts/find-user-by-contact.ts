import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeNorwegianMobile } from '#shared/validation/phone.ts';
import type { UserEntity } from './user.entity.ts';
import { findUserByEmail, findUserByPhone } from './user.service.ts';

export interface ContactLookup {
  user: UserEntity | null;
  /** What the contact was read as, for telling the operator what was not found. */
  kind: 'e-mail' | 'phone number';
}

/**
 * The user support names by e-mail or phone, typed as a person would: any letter case, spaces
 * around it, a mobile number with or without +47.
 */
export async function findUserByContact(em: EntityManager, contact: string): Promise<ContactLookup> {
  const text = contact.trim();
  if (text.includes('@')) return { user: await findUserByEmail(em, text), kind: 'e-mail' };
  return { user: await findUserByPhone(em, normalizeNorwegianMobile(text) ?? text), kind: 'phone number' };
}
