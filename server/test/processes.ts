import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * The real processes (`server/main.ts`, `workers/main.ts`, a Redis server) for tests of how they
 * behave together, each killed by `killAll` (call it in `afterAll` or `afterEach`).
 */
export function testProcesses() {
  const children: ChildProcess[] = [];
  return {
    /** Starts `node <entry>` with `env` on top of this process's environment. */
    node(entry: string, env: Record<string, string>): ChildProcess {
      const child = spawn(process.execPath, [entry], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
      children.push(child);
      return child;
    },
    /** A Redis server on `port` that keeps nothing on disk: a restart starts it empty. */
    redis(port: number): ChildProcess {
      const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      children.push(child);
      return child;
    },
    killAll(): void {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve(child.exitCode) : new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

/** Resolves when the workers process says it is ready. */
export const workersReady = (child: ChildProcess) =>
  new Promise<void>((resolve, reject) => {
    child.on('message', (message: { type?: string }) => message.type === 'workers-ready' && resolve());
    child.once('exit', (code) => reject(new Error(`workers exited with ${code}`)));
  });

export async function waitForReady(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never became ready`);
}

/** Waits up to `ms` for a condition that may need a database or queue look-up, then fails naming it. */
export async function eventually(check: () => Promise<boolean> | boolean, what: string, ms = 10_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < ms; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
