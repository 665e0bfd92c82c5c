import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type AppConfig, loadConfig } from '#server/config/config.ts';

/** Configuration for the run's own database and Redis prefix, plus any overrides a test needs. */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: inject('databaseUrl'),
    REDIS_URL: inject('redisUrl'),
    REDIS_KEY_PREFIX: inject('redisKeyPrefix'),
    DATABASE_POOL_MAX: '4',
    // Every test calls from the same address; the limit itself is tested with its own prefix and max.
    RATE_LIMIT_MAX: '1000000',
    CLIENT_DIST_DIR: '/nonexistent-client-build',
    // Never the checkout's var/media; a test that writes pictures passes a directory it removes.
    MEDIA_DIR: path.join(tmpdir(), `marketplace-test-media-${inject('redisKeyPrefix').replace(/\W+/g, '-')}`),
    PRIVATE_MEDIA_DIR: path.join(tmpdir(), `marketplace-test-private-media-${inject('redisKeyPrefix').replace(/\W+/g, '-')}`),
    ...overrides,
  });
}
