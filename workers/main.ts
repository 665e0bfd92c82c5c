import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { connectOrm } from '#server/db/database.ts';
import { closeRedis, createRedis } from '#server/lib/redis.ts';
import { startWorkers } from './worker-pool.ts';

/** The worker process: every timed rule and outgoing message runs here, apart from the web server. */
loadEnvFile();
const config = loadConfig();
const logger = pino({ level: config.logLevel, name: 'workers' });
const orm = await connectOrm(config.databaseUrl, { poolMax: Math.max(2, config.workerConcurrency) });
const connection = createRedis(config.redisUrl, {
  forQueues: true,
  name: 'workers',
  onError: (error) => logger.warn({ err: error }, 'redis connection error'),
});
const pool = startWorkers(config, orm, connection, logger);
closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'workers stopping after an unexpected error');
  else logger.info({ signal }, 'workers stopping');
  await pool.close();
  await closeRedis(connection);
  await orm.close();
});

logger.info({ queues: pool.workers.map((worker) => worker.name) }, 'workers started');
process.send?.({ type: 'workers-ready' });
