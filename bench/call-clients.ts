import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import type { CallAck } from '#shared/socket-events.ts';
import { inBatches, open, runForParent } from './bench-sockets.ts';
import type { Pair } from './chat-pairs.ts';

/**
 * The client side of `bench/calls.ts`, in a process of its own. Every pair places `rounds` calls
 * one after the other, all pairs at once: the customer invites, the provider's socket rings, the
 * provider accepts, each side sends `signals` ICE candidates the other receives, the provider
 * reports media, the customer hangs up and the provider hears the end. Each step is timed from
 * the moment one side emits to the moment the other side receives (one process, one clock).
 */
export type CallRun = { url: string; pairs: Pair[]; rounds: number; signals: number };
export type CallResult = { calls: number; failed: number; ring: number[]; answer: number[]; relay: number[]; end: number[]; connectMs: number; totalMs: number };

const candidate = (n: number) => ({ type: 'candidate' as const, candidate: { candidate: `candidate:${n} 1 udp 2122260223 192.0.2.${n % 250} ${40000 + n} typ host`, sdpMid: '0', sdpMLineIndex: 0 } });

/** Resolves with the time of the first event of `name` that `match` accepts. */
function next(socket: Socket, name: string, match: (payload: Record<string, unknown>) => boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(name, listener);
      reject(new Error(`no ${name} within 30 s`));
    }, 30_000);
    const listener = (payload: Record<string, unknown>) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(name, listener);
      resolve(performance.now());
    };
    socket.on(name, listener);
  });
}

async function run({ url, pairs, rounds, signals }: CallRun): Promise<CallResult> {
  const connectStarted = performance.now();
  const sockets = await inBatches(pairs, 100, async (pair, index) => ({
    pair,
    customer: (await open(url, pair.customerCookie, { pair: String(index), role: 'customer' })) as unknown as Socket,
    provider: (await open(url, pair.ownerCookie, { pair: String(index), role: 'provider' })) as unknown as Socket,
  }));
  const connectMs = performance.now() - connectStarted;
  const result: CallResult = { calls: 0, failed: 0, ring: [], answer: [], relay: [], end: [], connectMs, totalMs: 0 };
  const ack = async (socket: Socket, event: string, payload: object): Promise<void> => {
    const reply = (await socket.timeout(30_000).emitWithAck(event, payload)) as CallAck;
    if (!reply.ok) throw new Error(`${event} refused: ${reply.error.message}`);
  };

  const started = performance.now();
  await Promise.all(
    sockets.map(async ({ pair, customer, provider }, index) => {
      // Spread the first calls over a second, as people do not all press "Ring" at once.
      await new Promise((resolve) => setTimeout(resolve, (index / sockets.length) * 1000));
      for (let round = 0; round < rounds; round += 1) {
        const callId = crypto.randomUUID();
        const caller = `caller-${index}-${round}`;
        const callee = `callee-${index}-${round}`;
        try {
          const rang = next(provider, 'call:invite', (call) => call.id === callId);
          let at = performance.now();
          await ack(customer, 'call:invite', { callId, chatId: pair.chatId, partyId: caller, video: false });
          result.ring.push((await rang) - at);

          const answered = next(customer, 'call:updated', (call) => call.id === callId && call.status === 'connecting');
          at = performance.now();
          await ack(provider, 'call:accept', { callId, partyId: callee });
          result.answer.push((await answered) - at);

          for (let n = 0; n < signals; n += 1) {
            for (const [from, to, party] of [[customer, provider, caller], [provider, customer, callee]] as const) {
              const relayed = next(to, 'call:signal', (event) => event.callId === callId && (event.signal as { candidate?: { candidate: string } }).candidate?.candidate === candidate(n).candidate.candidate);
              const sentAt = performance.now();
              from.emit('call:signal', { callId, partyId: party, signal: candidate(n) });
              result.relay.push((await relayed) - sentAt);
            }
          }
          await ack(provider, 'call:connected', { callId, partyId: callee });

          const ended = next(provider, 'call:updated', (call) => call.id === callId && call.status === 'ended');
          at = performance.now();
          await ack(customer, 'call:hangup', { callId, partyId: caller, reason: 'user_hangup' });
          result.end.push((await ended) - at);
          result.calls += 1;
        } catch (error) {
          result.failed += 1;
          if (result.failed <= 3) console.error(error);
        }
      }
    }),
  );
  result.totalMs = performance.now() - started;
  for (const { customer, provider } of sockets) {
    customer.close();
    provider.close();
  }
  return result;
}

runForParent(run);
