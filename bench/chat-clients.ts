import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import type { Pair } from './chat-pairs.ts';
import { inBatches, open, runForParent } from './bench-sockets.ts';

/**
 * The client side of `bench/chat.ts`, in a process of its own so the sockets do not share the
 * server's event loop. Reads the pairs from the parent (IPC), connects every customer and every
 * provider, and for `seconds` has each customer send one message a second. Delivery latency is
 * measured from just before a customer sends to the moment its provider's socket receives the
 * message (one process, one clock). Lost: acknowledged as stored but never received; duplicated:
 * received twice. A send not acknowledged within 30 s counts as refused or timed out.
 */
export type ClientRun = { mode: 'chat' | 'echo'; url: string; pairs: Pair[]; seconds: number };
export type ClientResult = {
  mode: string;
  sent: number;
  acked: number;
  failed: number;
  received: number;
  lost: number;
  duplicated: number;
  latencies: number[];
  /** The latencies of the messages sent in each second of the run. */
  latenciesBySecond: number[][];
  connectMs: number;
};

async function run({ mode, url, pairs, seconds }: ClientRun): Promise<ClientResult> {
  const connectStarted = performance.now();
  const sentAt = new Map<string, number>();
  const secondOf = new Map<string, number>();
  const latenciesBySecond: number[][] = Array.from({ length: seconds }, () => []);
  const seen = new Set<string>();
  const ackedIds = new Set<string>();
  const latencies: number[] = [];
  let duplicated = 0;
  const event = mode === 'chat' ? 'chat:message' : 'echo';
  const sockets = await inBatches(pairs, 100, async (pair, index) => {
    const customer = await open(url, pair.customerCookie, { pair: String(index), role: 'customer' });
    const provider = await open(url, pair.ownerCookie, { pair: String(index), role: 'provider' });
    (provider as unknown as Socket).on(event, (message: { clientId: string }) => {
      const started = sentAt.get(message.clientId);
      if (started === undefined) return;
      if (seen.has(message.clientId)) duplicated += 1;
      else {
        seen.add(message.clientId);
        const latency = performance.now() - started;
        latencies.push(latency);
        latenciesBySecond[secondOf.get(message.clientId) ?? 0]?.push(latency);
      }
    });
    return { customer: customer as unknown as Socket, provider: provider as unknown as Socket, pair };
  });
  const connectMs = performance.now() - connectStarted;

  let sent = 0;
  let acked = 0;
  let failed = 0;
  const acks: Promise<void>[] = [];
  for (let second = 0; second < seconds; second += 1) {
    const tick = performance.now();
    sockets.forEach(({ customer, pair }, index) => {
      // Spread over the second, as a thousand people typing would.
      setTimeout(() => {
        const clientId = crypto.randomUUID();
        sentAt.set(clientId, performance.now());
        secondOf.set(clientId, second);
        sent += 1;
        acks.push(
          new Promise((resolve) => {
            const payload = mode === 'chat' ? { chatId: pair.chatId, clientId, text: `Melding ${second} fra par ${index}` } : { pair: String(index), clientId };
            customer.timeout(30_000).emit(mode === 'chat' ? 'chat:send' : 'echo', payload, (error: Error | null, reply: { ok: boolean }) => {
              if (!error && reply?.ok) {
                acked += 1;
                ackedIds.add(clientId);
              }
              else failed += 1;
              resolve();
            });
          }),
        );
      }, (index / sockets.length) * 1000);
    });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - tick))));
  }
  await Promise.all(acks);
  // Whatever is still on its way gets a few seconds.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  for (const { customer, provider } of sockets) {
    customer.close();
    provider.close();
  }
  const lost = [...ackedIds].filter((clientId) => !seen.has(clientId)).length;
  return { mode, sent, acked, failed, received: seen.size, lost, duplicated, latencies, latenciesBySecond, connectMs };
}

runForParent(run);
