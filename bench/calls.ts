import type { CallResult, CallRun } from './call-clients.ts';
import { percentile, runClientProcess, withChatPairs } from './chat-pairs.ts';

/**
 * `node bench/calls.ts`: call signalling at scale, through the real server (Socket.IO with the
 * Redis adapter), PostgreSQL and Redis, on a scratch database.
 *
 * BENCH_PAIRS (50) customer–provider pairs call at the same time, BENCH_ROUNDS (3) calls each,
 * with BENCH_SIGNALS (10) ICE candidates each way per call. Printed, p50/p95/p99 in ms: ringing
 * (invite sent → the callee's socket rings, which includes asking every server process whether
 * the callee is online), answering (accept sent → the caller hears it), relaying one candidate,
 * and ending (hang-up sent → the other side hears it, which includes the chat line). Target: every
 * step under 100 ms at p99, no call failed.
 */
const pairCount = Number(process.env.BENCH_PAIRS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const signals = Number(process.env.BENCH_SIGNALS ?? 10);

const line = (title: string, values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `  ${title.padEnd(10)} n=${String(sorted.length).padEnd(6)} p50 ${percentile(sorted, 0.5).toFixed(1)} ms  p95 ${percentile(sorted, 0.95).toFixed(1)} ms  p99 ${percentile(sorted, 0.99).toFixed(1)} ms  max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
};

await withChatPairs('calls', pairCount, async ({ em, url, pairs, databaseName }) => {
  const cpuBefore = process.cpuUsage();
  const result = await runClientProcess<CallRun, CallResult>(new URL('./call-clients.ts', import.meta.url), { url, pairs, rounds, signals });
  const cpu = process.cpuUsage(cpuBefore);
  const [stored] = (await em.execute(`select count(*)::int as calls, count(*) filter (where outcome = 'completed')::int as completed from call`)) as Array<{ calls: number; completed: number }>;
  console.info(`scratch database ${databaseName}: ${pairCount} pairs calling at once, ${rounds} calls each, ${signals} candidates each way per call (sockets connected in ${(result.connectMs / 1000).toFixed(1)} s)`);
  console.info(`calls completed ${result.calls}, failed ${result.failed}, stored ${stored?.calls} (${stored?.completed} completed) in ${(result.totalMs / 1000).toFixed(1)} s; server process CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
  console.info(line('ringing', result.ring));
  console.info(line('answering', result.answer));
  console.info(line('relay', result.relay));
  console.info(line('ending', result.end));
});
