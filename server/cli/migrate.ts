import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { openMigratedDatabase } from '#server/db/database.ts';

loadEnvFile();
const config = loadConfig();
const { orm, applied } = await openMigratedDatabase(config.databaseUrl);
try {
  console.info(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await orm.close();
}
