import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { connectOrm, ensureDatabase, migrate } from '#server/db/database.ts';
import { seedDemoData } from '#server/db/demo-seed.ts';

loadEnvFile();
const config = loadConfig();
await ensureDatabase(config.databaseUrl);
const orm = await connectOrm(config.databaseUrl);
try {
  await migrate(orm);
  console.info((await seedDemoData(orm)) ? 'Demo data added.' : 'The database already has data; demo data not added.');
} finally {
  await orm.close();
}
