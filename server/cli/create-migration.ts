import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { openMigratedDatabase } from '#server/db/database.ts';

/**
 * Writes a new migration with the difference between the entities and the schema the existing
 * migrations build. Review the file by hand before committing it.
 */
loadEnvFile();
const config = loadConfig();
const { orm } = await openMigratedDatabase(config.databaseUrl);
try {
  const result = await orm.migrator.create(undefined, false, false, process.argv[2]);
  console.info(result.fileName ? `Created migrations/${result.fileName}` : 'No schema changes.');
} finally {
  await orm.close();
}
