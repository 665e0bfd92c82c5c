import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { buildApp } from './app.ts';
import { type AppConfig, loadConfig, loadEnvFile } from './config/config.ts';

/**
 * Listens on the configured port and closes gracefully on SIGINT/SIGTERM: stop accepting, let
 * in-flight requests finish, close sockets, queues and the ORM.
 */
export async function startServer(config: AppConfig, options: { orm?: MikroORM; onClose?: () => Promise<void> } = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config, ...(options.orm ? { orm: options.orm } : {}) });
  closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await options.onClose?.();
  });
  await app.listen({ host: config.host, port: config.port });
  return app;
}

if (import.meta.main) {
  loadEnvFile();
  const config = loadConfig();
  const app = await startServer(config);
  console.info(`${config.appName} API listening on ${config.origin} (pid ${process.pid})`);
  app.log.info('server started');
}
