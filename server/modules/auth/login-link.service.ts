import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loginLinkTtlMinutes } from '#shared/auth/auth.schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { LoginLinkEntity } from './login-link.entity.ts';
import { newLinkToken, secretHash } from './secret-hash.ts';

export const linkExpired = () => new AppError(410, 'error.auth.link_expired');

/** Issues a single-use e-mail login link valid for 15 minutes (spec §4, §9). */
export async function issueLoginLink(
  em: EntityManager,
  input: { email: string; returnTo: string | null },
  secret: string,
  now: Date,
): Promise<{ id: string; token: string; expiresAt: Date }> {
  const token = newLinkToken();
  const link = em.create(LoginLinkEntity, {
    id: randomUUID(),
    tokenHash: secretHash(secret, token),
    email: input.email.toLowerCase(),
    returnTo: input.returnTo,
    expiresAt: new Date(now.getTime() + loginLinkTtlMinutes * 60_000),
    usedAt: null,
    expiredAt: null,
    createdAt: now,
  });
  await em.flush();
  return { id: link.id, token, expiresAt: link.expiresAt };
}

/**
 * The link a token stands for while it can still be used. Used, expired by the job, or past
 * its 15 minutes (whatever the job did) all answer 410 `error.auth.link_expired`.
 */
export async function usableLoginLink(em: EntityManager, token: string, secret: string, now: Date): Promise<LoginLinkEntity> {
  const link = token.length <= 200 ? await em.findOne(LoginLinkEntity, { tokenHash: secretHash(secret, token) }) : null;
  if (!link || link.usedAt || link.expiredAt || link.expiresAt <= now) throw linkExpired();
  return link;
}

/** Uses the link up; of two uses at once exactly one succeeds, the other gets 410. */
export async function consumeLoginLink(em: EntityManager, linkId: string, now: Date): Promise<void> {
  const consumed = await em.nativeUpdate(
    LoginLinkEntity,
    { id: linkId, usedAt: null, expiredAt: null, expiresAt: { $gt: now } },
    { usedAt: now },
  );
  if (consumed !== 1) throw linkExpired();
}

/** The expiry job: marks a link expired once its time is up; a used link stays as it is. */
export async function expireLoginLink(em: EntityManager, linkId: string, now: Date): Promise<boolean> {
  const expired = await em.nativeUpdate(
    LoginLinkEntity,
    { id: linkId, usedAt: null, expiredAt: null, expiresAt: { $lte: now } },
    { expiredAt: now },
  );
  return expired === 1;
}
