import { describe, expect, it } from 'vitest';
import { testConfig } from '#server/test/test-config.ts';
import { checkPostgres, checkRedis } from './preflight.ts';

describe('start-up checks of PostgreSQL and Redis', () => {
  it('passes when both answer', async () => {
    const config = testConfig();
    expect(await checkPostgres(config.databaseUrl)).toBeNull();
    expect(await checkRedis(config.redisUrl)).toBeNull();
  });

  it('says exactly how to start PostgreSQL when it does not answer, without printing the password', async () => {
    const message = await checkPostgres('postgres://postgres:hemmelig@127.0.0.1:1/marketplace');
    expect(message).toContain('pg_ctlcluster --skip-systemctl-redirect');
    expect(message).toContain('docker compose up -d postgres');
    expect(message).toContain('DATABASE_URL');
    expect(message).not.toContain('hemmelig');
  });

  it('says exactly how to start Redis when it does not answer', async () => {
    const message = await checkRedis('redis://127.0.0.1:1');
    expect(message).toContain('redis-server --daemonize yes');
    expect(message).toContain('docker compose up -d redis');
    expect(message).toContain('REDIS_URL');
  });
});
