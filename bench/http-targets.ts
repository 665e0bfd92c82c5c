import Fastify from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { openMigratedDatabase } from '#server/db/database.ts';
import { seedDemoData } from '#server/db/demo-seed.ts';
import { createMediaStorage } from '#server/modules/media/media-storage.ts';

/**
 * The two servers the HTTP bench compares, in their own process so the load generator does not
 * share their event loop: the real app (categories from PostgreSQL) and a bare Fastify route.
 */
loadEnvFile();
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000' });
const { orm } = await openMigratedDatabase(config.databaseUrl, { poolMax: config.databasePoolMax });
// The explore bench brings its own, much larger data set (`npm run bench:seed`).
if (!process.env.BENCH_SKIP_SEED) await seedDemoData(orm, { media: createMediaStorage(config) });

const app = await buildApp({ config, orm });
await app.listen({ host: '127.0.0.1', port: 0 });

const bare = Fastify();
bare.get('/hello', async () => ({ hello: 'world' }));
await bare.listen({ host: '127.0.0.1', port: 0 });

const port = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
process.send?.({ app: `http://127.0.0.1:${port(app)}`, bare: `http://127.0.0.1:${port(bare)}` });

process.on('SIGTERM', async () => {
  await Promise.all([app.close(), bare.close()]);
  await orm.close();
  process.exit(0);
});
