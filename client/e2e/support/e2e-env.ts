/**
 * Where the browser suite's app runs: its own port, database and Redis key prefix, so it never
 * touches a developer's data. Shared by the Playwright config and tests that queue work.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
/** The app's address as the browser and the API clients reach it. */
export const e2eBaseUrl = `http://localhost:${e2ePort}`;
export const e2eDatabaseUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marketplace_e2e';
export const e2eRedisKeyPrefix = process.env.E2E_REDIS_KEY_PREFIX ?? 'e2e:';
