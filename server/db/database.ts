import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormConfig } from './orm-config.ts';

/** The maintenance database a server always has, used to create the application's database. */
function maintenanceUrl(databaseUrl: string): { url: string; database: string } {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  url.pathname = '/postgres';
  return { url: url.toString(), database };
}

/** Creates the database named in the URL when it does not exist yet. Returns whether it did. */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const { url, database } = maintenanceUrl(databaseUrl);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount) return false;
    await client.query(`create database ${pg.escapeIdentifier(database)}`);
    return true;
  } finally {
    await client.end();
  }
}

/** Drops the database named in the URL, closing other connections to it; for test runs. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const { url, database } = maintenanceUrl(databaseUrl);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop database if exists ${pg.escapeIdentifier(database)} with (force)`);
  } finally {
    await client.end();
  }
}

export async function connectOrm(databaseUrl: string, options: { poolMax?: number } = {}): Promise<MikroORM> {
  return MikroORM.init(ormConfig(databaseUrl, options));
}

/** Applies every pending migration; returns the names applied. */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}

/**
 * What every entry point needs first: the database exists, is connected and carries every
 * migration. Returns whether it was created and which migrations ran.
 */
export async function openMigratedDatabase(
  databaseUrl: string,
  options: { poolMax?: number } = {},
): Promise<{ orm: MikroORM; created: boolean; applied: string[] }> {
  const created = await ensureDatabase(databaseUrl);
  const orm = await connectOrm(databaseUrl, options);
  try {
    return { orm, created, applied: await migrate(orm) };
  } catch (error) {
    await orm.close();
    throw error;
  }
}
