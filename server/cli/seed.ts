import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { openMigratedDatabase } from '#server/db/database.ts';
import { seedDemoData } from '#server/db/demo-seed.ts';
import { createMediaStorage, createPrivateMediaStorage } from '#server/modules/media/media-storage.ts';

loadEnvFile();
const config = loadConfig();
const { orm } = await openMigratedDatabase(config.databaseUrl);
try {
  console.info((await seedDemoData(orm, { media: createMediaStorage(config), privateMedia: createPrivateMediaStorage(config) })) ? 'Demo data added.' : 'The database already has data; demo data not added.');
} finally {
  await orm.close();
}
