import type { ChildProcess } from 'node:child_process';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { exited, freePort, testProcesses, waitForReady, workersReady } from '#server/test/processes.ts';
import { testConfig } from '#server/test/test-config.ts';

const processes = testProcesses();
afterEach(() => processes.killAll());

function run(entry: string, env: Record<string, string>): ChildProcess {
  const config = testConfig();
  return processes.node(entry, { NODE_ENV: 'test', DATABASE_URL: config.databaseUrl, REDIS_URL: config.redisUrl, REDIS_KEY_PREFIX: config.redisKeyPrefix, LOG_LEVEL: 'silent', ...env });
}

describe('graceful shutdown of the real processes', () => {
  it('the server closes open sockets and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = run('server/main.ts', { PORT: String(port), HOST: '127.0.0.1' });
    await waitForReady(`http://127.0.0.1:${port}/api/ready`);
    const socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));

    server.kill('SIGTERM');
    expect(await exited(server)).toBe(0);
    await disconnected;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });

  it('the workers finish and exit cleanly on SIGTERM', async () => {
    const workers = run('workers/main.ts', {});
    await workersReady(workers);
    workers.kill('SIGTERM');
    expect(await exited(workers)).toBe(0);
  });
});
