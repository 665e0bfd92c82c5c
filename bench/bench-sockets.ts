import { io as connect, type Socket } from 'socket.io-client';

/** Socket.IO clients of the bench client processes, signed in by a session cookie. */
type AnySocket = Socket<Record<string, (...args: never[]) => void>, Record<string, (...args: never[]) => void>>;

export function open(url: string, cookie: string, query: Record<string, string>): Promise<AnySocket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: `sid=${cookie}` }, query, reconnection: false, timeout: 60_000 }) as unknown as AnySocket;
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export async function inBatches<T, R>(items: readonly T[], size: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map((item, offset) => run(item, start + offset)))));
  }
  return results;
}


/** A client process's whole job: take the run from the parent (IPC), answer with its result, exit. */
export function runForParent<Run, Result>(run: (message: Run) => Promise<Result>): void {
  process.on('message', (message: Run) => {
    run(message).then(
      (result) => process.send?.(result as object, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
