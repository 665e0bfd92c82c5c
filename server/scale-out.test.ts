import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BookingDeadlineJob, queueNames, queuePrefix } from '#shared/queues.ts';
import type { NotificationEvent } from '#shared/socket-events.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { expireJobId, scheduleExpiry } from '#server/modules/bookings/booking-deadlines.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { outboundMessageJobOptions } from '#server/modules/notifications/outbound-message.service.ts';
import { ProviderRatingEntity } from '#server/modules/ratings/provider-rating.entity.ts';
import { createTestBooking } from '#server/test/booking-factories.ts';
import { createProvider, createRating, createService } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { inbox, liveSockets, settle, until } from '#server/test/live-sockets.ts';
import { eventually, exited, freePort, testProcesses, waitForReady, workersReady } from '#server/test/processes.ts';
import { buildTestApp } from '#server/test/test-app.ts';

/**
 * The marketplace scaled out, as behind a load balancer: two server processes and two worker
 * processes (`server/main.ts`, `workers/main.ts`, as `npm start` and the compose profile run
 * them) on one PostgreSQL and one Redis. The Redis server is this test's own, so it can be
 * restarted; it keeps nothing on disk, so a restart loses every job and schedule in it.
 */
const processes = testProcesses();
const clients = liveSockets();
const redisPort = await freePort();
const redisUrl = `redis://127.0.0.1:${redisPort}`;
const redisKeyPrefix = `${inject('redisKeyPrefix')}scale-`;

/** An SMTP server on loopback stands in for the e-mail provider; it can hold a message in the middle of its DATA. */
const mails: string[] = [];
let holdMail = false;
let heldMail: (() => void) | null = null;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      const accept = () => {
        mails.push(raw);
        callback();
      };
      if (holdMail) heldMail = accept;
      else accept();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));

const env = {
  NODE_ENV: 'test',
  DATABASE_URL: inject('databaseUrl'),
  DATABASE_POOL_MAX: '4',
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: redisKeyPrefix,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '1000000',
  HOST: '127.0.0.1',
  CLIENT_DIST_DIR: '/nonexistent-client-build',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
  // A job held by a killed worker comes back after 2 s rather than 30.
  WORKER_LOCK_MS: '2000',
};

async function startRedis(): Promise<ChildProcess> {
  const server = processes.redis(redisPort);
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // Refused until the server listens.
  probe.on('error', () => undefined);
  await eventually(async () => {
    try {
      if (probe.status !== 'ready') await probe.connect();
      return (await probe.ping()) === 'PONG';
    } catch {
      probe.disconnect();
      return false;
    }
  }, 'the Redis server');
  probe.disconnect();
  return server;
}

async function startServer(): Promise<string> {
  const port = await freePort();
  processes.node('server/main.ts', { ...env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  await waitForReady(`${url}/api/ready`);
  return url;
}

async function startWorkers(): Promise<ChildProcess> {
  const child = processes.node('workers/main.ts', env);
  await workersReady(child);
  return child;
}

/** The name a worker process stores on the jobs it runs (workers/worker-pool.ts). */
const workerName = (child: ChildProcess) => `${hostname()}:${child.pid}`;

let redis = await startRedis();
// Registered first, so it runs last: after the app below has closed its Redis connections.
afterAll(() => processes.killAll());
// In this process only to make test data and sessions, on the same database and Redis.
const app = await buildTestApp({ env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisKeyPrefix } });
const em = app.orm.em.fork();
const [firstUrl, secondUrl] = await Promise.all([startServer(), startServer()]);
let workers: ChildProcess[] = await Promise.all([startWorkers(), startWorkers()]);
const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
const deadlines = new Queue<BookingDeadlineJob>(queueNames.bookingDeadlines, { connection, prefix: queuePrefix(redisKeyPrefix) });
// Refused connections while this test's Redis is down are expected.
connection.on('error', () => undefined);
deadlines.on('error', () => undefined);

afterAll(async () => {
  clients.closeAll();
  await deadlines.close();
  connection.disconnect();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const post = (url: string, path: string, sessionId: string, body: unknown) =>
  fetch(`${url}/api${path}`, { method: 'POST', headers: { cookie: `sid=${sessionId}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** A request waiting for its provider, due to expire `inMs` from now, with its expiry queued as the app queues it. */
async function requestDueIn(inMs: number): Promise<BookingEntity> {
  const provider = await createProvider(em);
  const service = await createService(em, provider);
  const now = new Date();
  const booking = await createTestBooking(em, { provider, service, startsAt: new Date(now.getTime() + 7 * 86_400_000), status: 'awaiting_provider', now });
  const due = new Date(now.getTime() + inMs);
  await em.nativeUpdate(BookingEntity, booking.id, { providerAnswerBy: due });
  await scheduleExpiry(app.queues.bookingDeadlines, booking.id, 'provider_answer', due, now);
  return booking;
}

const statusOf = async (bookingId: string) => (await em.fork().findOneOrFail(BookingEntity, bookingId)).status;

describe('two servers and two workers on one database and Redis', { timeout: 40_000 }, () => {
  beforeAll(() => settle());

  it('carries a chat message and a notification from one server to a person connected to the other', async () => {
    const customer = await createTestUser(em);
    const provider = await createProvider(em);
    const [customerSession, ownerSession] = await Promise.all([sessionCookieFor(app, customer.id), sessionCookieFor(app, provider.owner.id)]);
    const opened = await post(firstUrl, '/chats', customerSession, { providerId: provider.id });
    expect(opened.status).toBe(201);
    const chatId = ((await opened.json()) as { id: string }).id;

    const owner = await clients.open(secondUrl, ownerSession);
    const atOwner = inbox(owner);
    const customerSocket = await clients.open(secondUrl, customerSession);
    const notifications: NotificationEvent[] = [];
    customerSocket.on('notification:new', (notification) => notifications.push(notification));
    await settle();

    const sent = await post(firstUrl, `/chats/${chatId}/messages`, customerSession, { clientId: randomUUID(), text: 'Hei fra den første serveren' });
    expect(sent.status).toBe(201);
    await until(() => atOwner.length === 1, 'the message at the provider, connected to the second server');
    expect(atOwner[0]).toMatchObject({ chatId, text: 'Hei fra den første serveren', senderId: customer.id });

    // Support hides the customer's rating on the first server; the customer, on the second, is told at once.
    const rating = await createRating(em, provider);
    await em.nativeUpdate(ProviderRatingEntity, rating.id, { customer: customer.id });
    const admin = await createTestUser(em);
    await em.nativeUpdate(UserEntity, admin.id, { isAdmin: true });
    const hidden = await post(firstUrl, `/admin/ratings/${rating.id}/hide`, await sessionCookieFor(app, admin.id), { reason: 'Sjikane av leverandøren, brudd på retningslinjene.' });
    expect(hidden.status).toBe(204);
    await until(() => notifications.length === 1, 'the notification at the customer, connected to the second server');
    expect(notifications[0]).toMatchObject({ key: 'notifications:rating.hidden' });
  });

  it('runs every job once: each deadline by one of the two workers, and one of each schedule', async () => {
    // All due at the same moment: both workers take some.
    const bookings = await Promise.all(Array.from({ length: 40 }, () => requestDueIn(2_000)));
    const expiryJobs = () => Promise.all(bookings.map((booking) => deadlines.getJob(expireJobId(booking.id, 'provider_answer'))));
    await eventually(async () => (await expiryJobs()).every((job) => job?.finishedOn !== undefined), 'every expiry job finished', 15_000);
    expect(await em.fork().count(BookingEntity, { id: { $in: bookings.map((booking) => booking.id) }, status: 'expired' })).toBe(bookings.length);
    const jobs = await expiryJobs();
    for (const job of jobs) {
      expect(job?.finishedOn).toBeDefined();
      expect(job?.attemptsStarted).toBe(1);
      expect(job?.returnvalue).toBe(true);
    }
    // Both took part, and nothing ran twice.
    expect(new Set(jobs.map((job) => job?.processedBy))).toEqual(new Set(workers.map(workerName)));

    // Both pools upserted the sweeps: one schedule each, and its first run ran once.
    const schedulers = await deadlines.getJobSchedulers();
    expect(schedulers.filter((scheduler) => scheduler.key === 'booking-sweep')).toHaveLength(1);
    const sweeps = (await deadlines.getJobs(['completed', 'active', 'waiting'])).filter((job) => job.name === 'sweep');
    expect(sweeps).toHaveLength(1);
  });

  it('loses nothing when a worker is killed in the middle of a job: another runs it, and it happens once', async () => {
    // One worker left, so it is the one that takes the job.
    const [first, second] = workers as [ChildProcess, ChildProcess];
    second.kill('SIGTERM');
    expect(await exited(second)).toBe(0);

    holdMail = true;
    const id = randomUUID();
    await app.queues.outboundMessages.add('deliver', { id, channel: 'email', to: 'kari@eksempel.no', subject: 'Kvittering', text: 'Takk for bestillingen.' }, { ...outboundMessageJobOptions, jobId: id });
    await eventually(() => heldMail !== null, 'the e-mail in the middle of being sent');
    first.kill('SIGKILL');
    await exited(first);
    heldMail = null;
    holdMail = false;

    const third = await startWorkers();
    workers = [third];
    await eventually(() => mails.some((mail) => mail.includes(id)), 'the e-mail sent by the other worker', 15_000);
    const job = await app.queues.outboundMessages.getJob(id);
    expect(job?.processedBy).toBe(workerName(third));
    expect(job?.finishedOn).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mails.filter((mail) => mail.includes(id))).toHaveLength(1);
  });

  it('keeps a deadline that fell while Redis was down: the sweeps, scheduled again, expire it', async () => {
    workers.push(await startWorkers());
    const booking = await requestDueIn(1_500);
    // Redis stops with the expiry in it and comes back empty once the deadline has passed.
    redis.kill('SIGKILL');
    await exited(redis);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await statusOf(booking.id)).toBe('awaiting_provider');
    redis = await startRedis();
    expect(await deadlines.getJob(expireJobId(booking.id, 'provider_answer'))).toBeUndefined();

    await eventually(async () => (await statusOf(booking.id)) === 'expired', 'the request expired by the sweep', 20_000);
    // The servers are back too.
    for (const url of [firstUrl, secondUrl]) await waitForReady(`${url}/api/ready`);
  });
});
