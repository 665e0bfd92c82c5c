import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, loadEnvFile } from '#server/config/config.ts';
import { openMigratedDatabase } from '#server/db/database.ts';
import { seedDemoData } from '#server/db/demo-seed.ts';
import { createMediaStorage, createPrivateMediaStorage } from '#server/modules/media/media-storage.ts';
import { startServer } from '#server/main.ts';
import { buildClient, clientBuildIsStale } from './client-build.ts';
import { checkPostgres, checkRedis } from './preflight.ts';

/**
 * `npm start`: one command from a fresh clone to a running marketplace. Checks PostgreSQL and
 * Redis, creates and migrates the database, adds demo data to an empty one, builds the client
 * when needed, then serves app + API + sockets and runs the workers beside it.
 */
function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

loadEnvFile();
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const problems = (await Promise.all([checkPostgres(config.databaseUrl), checkRedis(config.redisUrl)])).filter(Boolean);
if (problems.length) fail(problems.join('\n\n'));

const { orm, created: createdDatabase, applied: migrations } = await openMigratedDatabase(config.databaseUrl, {
  poolMax: config.databasePoolMax,
});
const seeded = await seedDemoData(orm, { media: createMediaStorage(config), privateMedia: createPrivateMediaStorage(config) });

if (clientBuildIsStale(config.clientDistDir)) {
  console.info('Building the web client...');
  await buildClient();
}

const workersEntry = fileURLToPath(new URL('../../workers/main.ts', import.meta.url));
let workers: ChildProcess | undefined;
let stopping = false;

function startWorkerProcess(): void {
  workers = fork(workersEntry, { stdio: 'inherit' });
  workers.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`Workers stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting in 2 s.`);
    setTimeout(startWorkerProcess, 2_000);
  });
}
startWorkerProcess();

await startServer(config, {
  orm,
  onClose: async () => {
    stopping = true;
    const child = workers;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await orm.close();
  },
});

const notes = [
  createdDatabase ? 'new database' : null,
  migrations.length ? `${migrations.length} migration(s) applied` : null,
  seeded ? 'demo data added' : null,
].filter(Boolean);
console.info(`${config.appName} is running on ${config.origin} (API ${config.origin}/api/docs, workers started${notes.length ? `, ${notes.join(', ')}` : ''}).`);
