import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '#server/test/test-config.ts';

const children: ChildProcess[] = [];
afterEach(() => children.forEach((child) => child.exitCode === null && child.kill('SIGKILL')));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(entry: string, env: Record<string, string>): ChildProcess {
  const config = testConfig();
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: config.databaseUrl, REDIS_URL: config.redisUrl, REDIS_KEY_PREFIX: config.redisKeyPrefix, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  children.push(child);
  return child;
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

async function waitForReady(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never became ready`);
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
    await new Promise((resolve) => workers.once('message', resolve));
    workers.kill('SIGTERM');
    expect(await exited(workers)).toBe(0);
  });
});
