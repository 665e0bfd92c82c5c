import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loginCodeMaxAttempts, loginCodeTtlMinutes } from '#shared/auth/auth.schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { LoginCodeEntity } from './login-code.entity.ts';
import { newLoginCode, sameHash, secretHash } from './secret-hash.ts';

const wrongOrExpired = () => new AppError(400, 'error.auth.code_wrong_or_expired');
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Issues a login code for a phone (spec §4 login code): returns the nonce the client keeps and
 * the code to send by SMS. Only a keyed hash bound to the nonce is stored.
 */
export async function issueLoginCode(em: EntityManager, phone: string, secret: string, now: Date): Promise<{ nonce: string; code: string }> {
  const nonce = randomUUID();
  const code = newLoginCode();
  em.create(LoginCodeEntity, {
    id: nonce,
    phone,
    codeHash: secretHash(secret, `${nonce}:${code}`),
    failedAttempts: 0,
    expiresAt: new Date(now.getTime() + loginCodeTtlMinutes * 60_000),
    usedAt: null,
    createdAt: now,
  });
  await em.flush();
  return { nonce, code };
}

/**
 * Accepts a code once: right nonce and phone, not used, not expired (10 minutes), at most 5
 * tries. Every attempt first takes one of the 5 tries in a single guarded UPDATE, so parallel
 * guesses cannot get more than 5 between them; a correct code then marks the row used, and of
 * two correct submissions at once only one signs in.
 */
export async function redeemLoginCode(
  em: EntityManager,
  input: { phone: string; nonce: string; code: string },
  secret: string,
  now: Date,
): Promise<void> {
  const presented = secretHash(secret, `${input.nonce}:${input.code}`);
  if (!uuidPattern.test(input.nonce)) throw wrongOrExpired();
  const [attempt] = await em.execute<Array<{ code_hash: string }>>(
    `update login_code set failed_attempts = failed_attempts + 1
      where id = ? and phone = ? and used_at is null and expires_at > ? and failed_attempts < ?
      returning code_hash`,
    [input.nonce, input.phone, now, loginCodeMaxAttempts],
  );
  if (!attempt || !sameHash(presented, attempt.code_hash)) throw wrongOrExpired();
  const redeemed = await em.execute<Array<{ id: string }>>(
    'update login_code set used_at = ?, failed_attempts = failed_attempts - 1 where id = ? and used_at is null returning id',
    [now, input.nonce],
  );
  if (redeemed.length !== 1) throw wrongOrExpired();
}
