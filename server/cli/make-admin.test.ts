import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { createTestUser } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';

const run = promisify(execFile);
const app = await buildTestApp();
const em = app.orm.em.fork();

function makeAdmin(...args: string[]) {
  return run(process.execPath, ['server/cli/make-admin.ts', ...args], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: inject('databaseUrl'), REDIS_URL: inject('redisUrl'), REDIS_KEY_PREFIX: inject('redisKeyPrefix') },
  });
}

const isAdmin = async (id: string) => (await em.fork().findOneOrFail(UserEntity, { id })).isAdmin;

describe('npm run user:admin', () => {
  it('makes a user an admin by e-mail or phone, and takes it away with --revoke', async () => {
    const user = await createTestUser(em);
    const granted = await makeAdmin(user.email.toUpperCase());
    expect(granted.stdout).toContain('is an admin');
    expect(await isAdmin(user.id)).toBe(true);

    // Typed as a person would, without the country code.
    await makeAdmin(user.phone.slice(3), '--revoke');
    expect(await isAdmin(user.id)).toBe(false);
  });

  it('fails for an unknown user and without arguments', async () => {
    await expect(makeAdmin('ingen@eksempel.no')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('No user with the e-mail') as unknown });
    await expect(makeAdmin()).rejects.toMatchObject({ code: 2 });
  });
});
