import { fileURLToPath } from 'node:url';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities.ts';

export const migrationsDir = fileURLToPath(new URL('../../migrations', import.meta.url));

/** MikroORM options shared by the server, the workers, the CLI commands and the tests. */
export function ormConfig(databaseUrl: string, options: { poolMax?: number; debug?: boolean } = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax ?? 10 },
    // Named prepared statements (sql.ts `preparedQuery`) keep one plan per statement: the values
    // that decide a plan's shape are written into their text. Left to choose, PostgreSQL would plan
    // some of them again on every call. MikroORM's own statements are sent without names and are
    // always planned for their values.
    driverOptions: { options: '-c plan_cache_mode=force_generic_plan' },
    debug: options.debug ?? false,
    // The global entity manager is a trap in a server: every request gets its own context.
    allowGlobalContext: false,
    // Search documents, service cards, provider calendar versions and the triggers that keep them
    // current are plain SQL (see their migrations); the schema diff leaves them alone.
    schemaGenerator: { skipTables: ['service_search', 'provider_search', 'search_word', 'service_card', 'provider_calendar'], ignoreTriggers: true, ignoreRoutines: true },
    migrations: {
      path: migrationsDir,
      pathTs: migrationsDir,
      glob: '!(*.d).ts',
      emit: 'ts',
      transactional: true,
      silent: true,
      allOrNothing: true,
      snapshot: true,
      snapshotName: '.schema-snapshot',
    },
  });
}
