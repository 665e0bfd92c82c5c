import pg from 'pg';
import { Redis } from 'ioredis';

const postgresHelp = `PostgreSQL is not answering. Start it with one of:
  Debian/Ubuntu:  sudo pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start
  Docker:         docker compose up -d postgres
or point DATABASE_URL at a running server (see .env.example).`;

const redisHelp = `Redis is not answering. Start it with one of:
  Debian/Ubuntu:  redis-server --daemonize yes --bind 127.0.0.1 --port 6379
  Docker:         docker compose up -d redis
or point REDIS_URL at a running server (see .env.example).`;

function redactUrl(value: string): string {
  const url = new URL(value);
  if (url.password) url.password = '***';
  return url.toString();
}

/** Asks PostgreSQL's maintenance database for an answer; returns a helpful message when there is none. */
export async function checkPostgres(databaseUrl: string): Promise<string | null> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `${postgresHelp}\n(tried ${redactUrl(databaseUrl)}: ${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Pings Redis once without retrying; returns a helpful message when it does not answer. */
export async function checkRedis(redisUrl: string): Promise<string | null> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 3_000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return `${redisHelp}\n(tried ${redactUrl(redisUrl)}: ${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
}
