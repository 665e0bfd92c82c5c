import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { connectOrm, ensureDatabase, migrate } from '#server/db/database.ts';

loadEnvFile();
const config = loadConfig();
await ensureDatabase(config.databaseUrl);
const orm = await connectOrm(config.databaseUrl);
try {
  const applied = await migrate(orm);
  console.info(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await orm.close();
}
