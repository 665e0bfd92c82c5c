import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { ClientResult, ClientRun } from './chat-clients.ts';
import { percentile, runClientProcess, withChatPairs } from './chat-pairs.ts';

/**
 * `node bench/chat.ts`: live chat at scale, through the real server (HTTP + Socket.IO with the
 * Redis adapter), PostgreSQL and Redis, on a scratch database.
 *
 * BENCH_PAIRS (1 000) customer–provider pairs, each with its chat: 2 000 sockets. For BENCH_SECONDS
 * (30) every customer sends one message a second over `chat:send` (stored, numbered under the
 * chat's lock, acknowledged, pushed as `chat:message`, nudge scheduled). The sockets live in a
 * second process (bench/chat-clients.ts). Printed: delivery latency p50/p95/p99 from send to the
 * provider's socket, messages lost and duplicated (target: p99 under 100 ms, 0 and 0), and the
 * same load on a bare Socket.IO echo server for comparison.
 */
const pairCount = Number(process.env.BENCH_PAIRS ?? 1_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);

const runClients = (run: ClientRun) => runClientProcess<ClientRun, ClientResult>(new URL('./chat-clients.ts', import.meta.url), run);

function report(title: string, result: ClientResult): string {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return [
    `${title}: ${result.sent} sent, ${result.acked} acknowledged, ${result.failed} refused or timed out, ${result.received} delivered (sockets connected in ${(result.connectMs / 1000).toFixed(1)} s)`,
    `  latency p50 ${percentile(sorted, 0.5).toFixed(1)} ms  p95 ${percentile(sorted, 0.95).toFixed(1)} ms  p99 ${percentile(sorted, 0.99).toFixed(1)} ms  max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
    `  lost ${result.lost}  duplicated ${result.duplicated}`,
    `  p99 of each second's messages: ${result.latenciesBySecond.map((second) => percentile([...second].sort((a, b) => a - b), 0.99).toFixed(0)).join(' ')} ms`,
  ].join('\n');
}

/** A plain Socket.IO server that hands each customer's message to its provider's socket. */
async function echoServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const http = createServer();
  const io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
  io.on('connection', (socket) => {
    const { pair, role } = socket.handshake.query as { pair: string; role: string };
    void socket.join(`pair-${pair}-${role}`);
    socket.on('echo', (payload: { pair: string; clientId: string }, ack: (reply: { ok: boolean }) => void) => {
      io.to(`pair-${payload.pair}-provider`).emit('echo', payload);
      ack({ ok: true });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => io.close(() => resolve())),
  };
}

await withChatPairs('chat', pairCount, async ({ em, url, pairs, databaseName }) => {
  const cpuBefore = process.cpuUsage();
  const chat = await runClients({ mode: 'chat', url, pairs, seconds });
  const cpu = process.cpuUsage(cpuBefore);
  const serverCpuMs = (cpu.user + cpu.system) / 1000;
  const [stored] = (await em.execute('select count(*)::int as count, count(distinct (chat_id, client_id))::int as distinct_ids from chat_message')) as Array<{ count: number; distinct_ids: number }>;
  const echo = await echoServer();
  const echoCpuBefore = process.cpuUsage();
  const bare = await runClients({ mode: 'echo', url: echo.url, pairs, seconds });
  const echoCpu = process.cpuUsage(echoCpuBefore);
  const echoCpuMs = (echoCpu.user + echoCpu.system) / 1000;
  await echo.close();

  console.info(`scratch database ${databaseName}: ${pairCount} pairs (${pairCount * 2} sockets), one message a second per customer for ${seconds} s`);
  console.info(report('chat (server, Redis adapter, PostgreSQL)', chat));
  console.info(`  stored messages ${stored?.count} (${stored?.distinct_ids} distinct client ids); server process CPU ${(serverCpuMs / 1000).toFixed(1)} s, ${(serverCpuMs / Math.max(1, chat.sent)).toFixed(2)} ms per message`);
  console.info(report('bare Socket.IO echo, same load', bare));
  console.info(`  server process CPU ${(echoCpuMs / 1000).toFixed(1)} s, ${(echoCpuMs / Math.max(1, bare.sent)).toFixed(2)} ms per message`);
});
