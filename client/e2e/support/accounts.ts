import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Redis } from 'ioredis';
import { e2eDatabaseUrl, e2eRedisKeyPrefix } from './e2e-env.ts';

/**
 * Which of the suite's parallel workers runs this test (0, 1, ...); a worker that replaces one
 * after a failure gets the same slot. Addresses carry it, so two workers never make the same one.
 */
const workerSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

let phones = 0;
/** Where this worker process starts counting phone numbers: ten a second since the epoch, so a
 * process replacing one in the same slot continues past the numbers its predecessor used. */
const firstPhone = Math.floor(Date.now() / 100);

/**
 * A Norwegian mobile number no other test uses: `9`, a digit for the worker (1-9, so never the
 * demo accounts' `90000xxx`) and six counted digits.
 */
export function uniquePhone(): string {
  phones += 1;
  return `9${(workerSlot % 9) + 1}${String((firstPhone + phones) % 1_000_000).padStart(6, '0')}`;
}

let sequence = 0;

/**
 * An e-mail address no other test uses: the time this worker process made it, the worker's slot
 * and a count, about as short as a real address.
 */
export function uniqueEmail(name: string): string {
  sequence += 1;
  return `${name}.${Date.now().toString(36)}-${workerSlot}-${sequence}@eksempel.no`;
}

/** The phone number as the server stores and addresses it. */
export const e164 = (phone: string) => `+47${phone}`;

type OutboxEntry = { channel: 'sms' | 'email'; to: string; subject?: string; text: string; createdAt: string };

async function outbox(request: APIRequestContext, to: string): Promise<OutboxEntry[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok(), `outbox for ${to}`).toBe(true);
  return ((await response.json()) as { data: OutboxEntry[] }).data;
}

/** How many messages a recipient has now; pass it to the readers below to wait for a new one. */
export async function outboxCount(request: APIRequestContext, to: string): Promise<number> {
  return (await outbox(request, to)).length;
}

/** Waits for a message newer than the first `seen` ones (the workers deliver asynchronously). */
async function newestMessage(request: APIRequestContext, to: string, seen: number): Promise<OutboxEntry> {
  let entries: OutboxEntry[] = [];
  await expect
    // The workers usually deliver within a few hundred milliseconds; look often at first.
    .poll(async () => (entries = await outbox(request, to)).length, { message: `a new message to ${to}`, timeout: 15_000, intervals: [50, 100, 150, 250, 500, 1000] })
    .toBeGreaterThan(seen);
  return entries[0] as OutboxEntry;
}

/** The login link from the newest e-mail to `email`, as a full URL. */
export async function loginLinkFromOutbox(request: APIRequestContext, email: string, seen: number): Promise<string> {
  const message = await newestMessage(request, email, seen);
  const link = /https?:\/\/\S+\/verify\?token=[^\s"<>)]+/.exec(message.text)?.[0];
  expect(link, `a login link in: ${message.text}`).toBeTruthy();
  return link as string;
}

/** The 6-digit code from the newest text message to `phone`. */
export async function loginCodeFromOutbox(request: APIRequestContext, phone: string, seen: number): Promise<string> {
  const message = await newestMessage(request, e164(phone), seen);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  expect(code, `a code in: ${message.text}`).toBeTruthy();
  return code as string;
}

export type TestPerson = { firstName: string; lastName: string; email: string; phone: string };

export function aPerson(firstName: string, lastName = 'Nordmann'): TestPerson {
  return { firstName, lastName, email: uniqueEmail(firstName.toLowerCase()), phone: uniquePhone() };
}

/**
 * Creates the person's account through the real sign-up API (login link from the outbox, then
 * the new user) in the page's browser context, which is then signed in as them.
 */
export async function signUpViaApi(page: Page, person: TestPerson): Promise<void> {
  await signUpWithRequest(page.request, person);
}

/** The same sign-up for an API client without a browser page (its cookies hold the session). */
export async function signUpWithRequest(request: APIRequestContext, person: TestPerson): Promise<void> {
  // The suite signs up more people than one address may in an hour.
  await resetSendLimits();
  const seen = await outboxCount(request, person.email);
  const generated = await request.post('/api/auth/ott/generate', { data: { email: person.email } });
  expect(generated.ok(), await generated.text()).toBe(true);
  const link = new URL(await loginLinkFromOutbox(request, person.email, seen));
  const token = link.searchParams.get('token') ?? '';
  const created = await request.post(`/api/auth/ott/user?ott=${encodeURIComponent(token)}`, {
    data: { ...person, language: 'nb_no', acceptTerms: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
}

/** Asks for a login link for an existing account and answers it. */
export async function requestLoginLink(request: APIRequestContext, email: string): Promise<string> {
  const seen = await outboxCount(request, email);
  const generated = await request.post('/api/auth/ott/generate', { data: { email } });
  expect(generated.ok(), await generated.text()).toBe(true);
  return loginLinkFromOutbox(request, email, seen);
}

function runCli(script: string, args: string[]): void {
  execFileSync(process.execPath, [script, ...args], {
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl, REDIS_KEY_PREFIX: e2eRedisKeyPrefix, NODE_ENV: 'development' },
    stdio: 'pipe',
  });
}

/** Blocks the account the way support does, with the message the person will read. */
export function blockUser(email: string, message: string): void {
  runCli('server/cli/block-user.ts', ['--email', email, '--message', message]);
}

/**
 * Forgets how many codes, links and API calls this machine made. The send limits are per phone,
 * e-mail and IP address per hour and the API limit per address per minute; every browser test
 * signs up from the same address, and the counters live in Redis, which outlives the suite's
 * database. The server's limits themselves stay as they are.
 */
export async function resetSendLimits(): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for (const pattern of [`${e2eRedisKeyPrefix}limit:*`, `${e2eRedisKeyPrefix}rl:*`]) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}
