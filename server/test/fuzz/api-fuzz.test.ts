import { describe, expect, it } from 'vitest';
import { accessRuleFor } from '#server/access/route-access.ts';
import { seededRandom } from '#server/db/seeded-random.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { type CallerName, createActors } from './actors.ts';
import { answerProblem, type FuzzRequest, fuzzRequest, type Operation, operationsOf } from './fuzz-requests.ts';

/**
 * Sends generated requests, valid and broken in one place, to every operation of the OpenAPI
 * document as every kind of caller, and fails on any 5xx or any error answer outside
 * `{ message, status, data: { key } }`. Deterministic for a seed. A long run by hand:
 * `FUZZ_REQUESTS=50000 FUZZ_SEED=anything npx vitest run server/test/fuzz/api-fuzz.test.ts`.
 */
const seed = process.env.FUZZ_SEED ?? 'tjenestetorget';
const budget = Number(process.env.FUZZ_REQUESTS ?? 3_000);

/** Operations not fuzzed, each with why. */
const excluded: Record<string, string> = {
  // Nothing is excluded: even the test gateway's checkout and the webhook answer every request.
};

const app = await buildTestApp({ env: process.env.FUZZ_LOG ? { LOG_LEVEL: 'error' } : {} });
const actors = await createActors(app);
const callers: CallerName[] = ['signedOut', 'customer', 'provider', 'admin', 'blocked'];

interface Failure {
  operation: string;
  caller: CallerName;
  request: FuzzRequest;
  status: number;
  problem: string;
  answer: string;
}

const manifestPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

describe('the API under generated requests', () => {
  it(
    `answers every request without a 5xx and with the error shape (seed ${seed}, ${budget} requests)`,
    async () => {
      const document = app.swagger() as Parameters<typeof operationsOf>[0];
      const operations = operationsOf(document).filter((operation) => !excluded[`${operation.method} ${operation.path}`]);
      expect(operations.length).toBeGreaterThan(100);
      const random = seededRandom(seed);
      const anyRealIds = Object.values(actors.resources).filter((id): id is string => Boolean(id));
      const realId = (operation: Operation, param: string) => {
        const kind = accessRuleFor(operation.method, manifestPath(operation.path))?.resource?.[param];
        return kind ? actors.resources[kind] : undefined;
      };
      const perOperation = Math.max(callers.length, Math.ceil(budget / operations.length));
      const counts: Record<string, number> = {};
      const failures: Failure[] = [];
      let sent = 0;

      for (let index = 0; index < perOperation; index += 1) {
        for (const operation of operations) {
          const caller = callers[(index + operations.indexOf(operation)) % callers.length]!;
          const request = fuzzRequest(operation, index, { random, document, realId, anyRealIds });
          const cookie = actors.cookies.get(caller);
          const response = await app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
            ...(cookie ? { cookies: { sid: cookie } } : {}),
          });
          sent += 1;
          const statusClass = `${String(response.statusCode)[0]}xx`;
          counts[statusClass] = (counts[statusClass] ?? 0) + 1;
          const problem = answerProblem(response.statusCode, response.body);
          if (problem) {
            failures.push({ operation: `${operation.method} ${operation.path}`, caller, request, status: response.statusCode, problem, answer: response.body.slice(0, 200) });
          }
          // A sign-out ends the caller's session; the next request of theirs gets a new one.
          if (operation.path.startsWith('/api/logout') || operation.path === '/api/user') await actors.renewSession(caller);
        }
      }

      const lines = [`fuzz: seed ${seed}, ${sent} requests over ${operations.length} operations, ${Object.entries(counts).sort().map(([k, v]) => `${k} ${v}`).join(', ')}, ${failures.length} failing`];
      const byOperation = new Map<string, Failure[]>();
      for (const failure of failures) byOperation.set(failure.operation, [...(byOperation.get(failure.operation) ?? []), failure]);
      for (const [operation, list] of byOperation) {
        lines.push(`  ${operation}: ${list.length} failing`);
        const seen = new Set<string>();
        for (const failure of list) {
          const kind = `${failure.problem} ${failure.request.mutation.replace(/^(\S+).*$/, '$1')}`;
          if (seen.has(kind) || seen.size >= 5) continue;
          seen.add(kind);
          const payload = failure.request.payload === undefined ? '' : ` payload ${JSON.stringify(String(failure.request.payload).slice(0, 300))}`;
          lines.push(`    ${failure.problem} as ${failure.caller}, ${failure.request.mutation}: ${failure.request.method} ${failure.request.url.slice(0, 300)} ${JSON.stringify(failure.request.headers)}${payload} → ${failure.answer}`);
        }
      }
      console.info(lines.join('\n'));
      expect(failures.map((failure) => `${failure.operation} as ${failure.caller}: ${failure.problem} (${failure.request.mutation})`)).toEqual([]);
    },
    // The default budget takes well under a minute; a long run by hand gets the time it needs.
    Math.max(120_000, budget * 50),
  );
});
