import { hostname } from 'node:os';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { queueNames, queuePrefix } from '#shared/queues.ts';
import type { AppConfig } from '#server/config/config.ts';
import { createMessageDelivery } from '#server/modules/notifications/delivery/channel-router.ts';
import { type Clock, systemClock } from '#server/lib/clock.ts';
import { sweepEveryMs } from '#server/modules/bookings/booking-deadlines.ts';
import { invoiceReminderSchedule } from '#server/modules/payments/invoice-reminders.ts';
import { giftCardDeliveryEveryMs } from '#server/modules/payments/gift-card-delivery.ts';
import { createBookingPayments } from '#server/modules/payments/create-booking-payments.ts';
import { createPaymentGateway } from '#server/modules/payments/gateway/create-payment-gateway.ts';
import { LocalTestGateway } from '#server/modules/payments/gateway/local-test-gateway.ts';
import { accountErasureSchedule } from '#server/modules/accounts/account-erasure.ts';
import { SessionStore } from '#server/modules/auth/session-store.ts';
import { createMediaStorage, createPrivateMediaStorage } from '#server/modules/media/media-storage.ts';
import { expireLoginLinkJob } from './jobs/auth/expire-login-link.job.ts';
import { bookingDeadlineJob } from './jobs/bookings/booking-deadline.job.ts';
import { deliverMessageJob } from './jobs/notifications/deliver-message.job.ts';
import { invoiceReminderJob } from './jobs/payments/invoice-reminder.job.ts';
import { giftCardDeliveryJob } from './jobs/payments/gift-card-delivery.job.ts';
import { paymentRetryJob } from './jobs/payments/payment-retry.job.ts';
import { accountErasureJob } from './jobs/accounts/account-erasure.job.ts';
import { customRequestJob, customRequestSweepEveryMs } from './jobs/requests/custom-request.job.ts';
import { chatNudgeJob } from './jobs/chats/chat-nudge.job.ts';
import { providerFiguresJob } from './jobs/ratings/provider-figures.job.ts';
import { providerFiguresScheduler, providerRecountSchedule } from '#server/modules/ratings/provider-figures-jobs.ts';
import { callJob, callSweepEveryMs } from './jobs/calls/call.job.ts';
import { subscriptionJob } from './jobs/subscriptions/subscription.job.ts';
import { subscriptionSweepEveryMs } from '#server/modules/subscriptions/subscription-sweep.ts';
import { redisCallEvents } from '#server/modules/calls/call-events.ts';
import { redisNotifier } from '#server/modules/notifications/user-notifier.ts';
import { redisChatEvents } from '#server/modules/chats/chat-events.ts';
import { socketChannelKey } from '#server/plugins/sockets.plugin.ts';

export interface WorkerPool {
  workers: Worker[];
  close(): Promise<void>;
}

/** One BullMQ worker per queue, sharing one blocking-capable Redis connection setting. */
export function startWorkers(config: AppConfig, orm: MikroORM, connection: Redis, logger: Logger, clock: Clock = systemClock): WorkerPool {
  const prefix = queuePrefix(config.redisKeyPrefix);
  const delivery = createMessageDelivery(config, orm.em);
  // Booking reminders queue messages from inside a job.
  const outbound = new Queue(queueNames.outboundMessages, { connection, prefix });
  const bookingDeadlines = new Queue(queueNames.bookingDeadlines, { connection, prefix });
  // The sweep catches deadlines whose own job was lost; upserting keeps one schedule however many pools start.
  const providerFigures = new Queue(queueNames.providerFigures, { connection, prefix });
  const giftCardDelivery = new Queue(queueNames.giftCardDelivery, { connection, prefix });
  const giftCardMail = { appName: config.appName, origin: config.origin, secret: config.auth.secret };
  const invoiceReminders = new Queue(queueNames.invoiceReminders, { connection, prefix });
  // Refunds and captures the web request could not finish go to the same gateway from here.
  const paymentGateway = createPaymentGateway(config, connection, clock);
  const payments = createBookingPayments(config, paymentGateway, clock);
  // Erasing an account signs the person out, detaches cards and removes pictures, so it needs what the web server has.
  const accountErasure = new Queue(queueNames.accountErasure, { connection, prefix });
  // Custom requests: the 24-hour broadcast and offer deadlines; alerts reach sockets through Redis.
  const customRequests = new Queue(queueNames.customRequests, { connection, prefix });
  // Unread chat messages: a nudge may postpone itself to keep to one an hour.
  const chatNudges = new Queue(queueNames.chatNudges, { connection, prefix });
  const nudgeMessaging = { outbound, nudges: chatNudges, origin: config.origin, appName: config.appName };
  const rescheduleMessaging = { notifier: redisNotifier(connection, socketChannelKey(config), () => clock.now()), chat: redisChatEvents(connection, socketChannelKey(config)) };
  const requestMessaging = { outbound, notifier: redisNotifier(connection, socketChannelKey(config), () => clock.now()), origin: config.origin };
  // Calls: the ringing and connecting deadlines; what they end reaches both people's devices through Redis.
  const calls = new Queue(queueNames.calls, { connection, prefix });
  const callMessaging = {
    events: redisCallEvents(connection, socketChannelKey(config)),
    chat: redisChatEvents(connection, socketChannelKey(config)),
    notifier: redisNotifier(connection, socketChannelKey(config), () => clock.now()),
    outbound,
    calls,
    origin: config.origin,
    appName: config.appName,
  };
  // Subscriptions: each visit's charge and start, and the sweep that also generates visits ahead.
  const subscriptions = new Queue(queueNames.subscriptions, { connection, prefix });
  const subscriptionMessaging = {
    notifier: redisNotifier(connection, socketChannelKey(config), () => clock.now()),
    outbound,
    subscriptions,
    origin: config.origin,
    appName: config.appName,
  };
  const erasureServices = {
    sessions: new SessionStore(connection, config.redisKeyPrefix, config.session, clock),
    paymentGateway,
    media: createMediaStorage(config),
    privateMedia: createPrivateMediaStorage(config),
    onWarning: (message: string, error: unknown) => logger.warn({ err: error }, message),
  };
  // Every pool upserts the same schedules, so however many run there is one of each. Upserted
  // again whenever Redis comes back: a Redis that restarted empty has lost them, and the sweeps
  // they run are what recover the deadlines lost with it.
  const schedules: Array<[string, () => Promise<unknown>]> = [
    ['booking sweep', () => bookingDeadlines.upsertJobScheduler('booking-sweep', { every: sweepEveryMs }, { name: 'sweep', data: { type: 'sweep' } })],
    ['rating reminder sweep', () => bookingDeadlines.upsertJobScheduler('rating-reminder-sweep', { every: 60 * 60_000 }, { name: 'rateReminderSweep', data: { type: 'rateReminderSweep' }, opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } })],
    ['provider recount', () => providerFigures.upsertJobScheduler('provider-recount', providerRecountSchedule, { name: 'recount', data: { type: 'recount' }, opts: { removeOnComplete: { count: 30 }, removeOnFail: { count: 30 } } })],
    ['gift card delivery', () => giftCardDelivery.upsertJobScheduler('gift-card-delivery', { every: giftCardDeliveryEveryMs }, { name: 'sweep', data: { type: 'sweep' }, opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } })],
    ['invoice reminders', () => invoiceReminders.upsertJobScheduler('invoice-reminders', invoiceReminderSchedule, { name: 'sweep', data: { type: 'sweep' }, opts: { removeOnComplete: { count: 30 }, removeOnFail: { count: 30 } } })],
    ['account erasure sweep', () => accountErasure.upsertJobScheduler('account-erasure', accountErasureSchedule, { name: 'sweep', data: { type: 'sweep' }, opts: { removeOnComplete: { count: 30 }, removeOnFail: { count: 30 } } })],
    ['custom request sweep', () => customRequests.upsertJobScheduler('custom-request-sweep', { every: customRequestSweepEveryMs }, { name: 'sweep', data: { type: 'sweep' }, opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } })],
    ['call sweep', () => calls.upsertJobScheduler('call-sweep', { every: callSweepEveryMs }, { name: 'sweep', data: { type: 'sweep' }, opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } })],
    ['subscription sweep', () => subscriptions.upsertJobScheduler('subscription-sweep', { every: subscriptionSweepEveryMs }, { name: 'sweep', data: { type: 'sweep' }, opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } })],
  ];
  const ensureSchedules = () => Promise.all(schedules.map(([what, upsert]) => upsert().catch((error: unknown) => logger.error({ err: error }, `${what} could not be scheduled`))));
  void ensureSchedules();
  let connectedBefore = connection.status === 'ready';
  const onReady = () => {
    if (connectedBefore) {
      logger.info('redis is back; upserting the job schedules again');
      void ensureSchedules();
    }
    connectedBefore = true;
  };
  connection.on('ready', onReady);
  const queues = [outbound, bookingDeadlines, giftCardDelivery, invoiceReminders, accountErasure, customRequests, chatNudges, calls, subscriptions, providerFigures];
  // Without a listener BullMQ writes a lost connection to the console, once per retry.
  for (const queue of queues) queue.on('error', (error: Error) => logger.warn({ queue: queue.name, err: error }, 'queue connection error'));
  const workerOptions = {
    connection,
    prefix,
    // A job held by a process that died goes to another one once its hold lapses.
    lockDuration: config.workerLockMs,
    stalledInterval: config.workerLockMs,
    // Stored on each job it runs (`processedBy`): which process ran what.
    name: `${hostname()}:${process.pid}`,
  };
  const workers = [
    new Worker(queueNames.outboundMessages, deliverMessageJob(delivery), { ...workerOptions, concurrency: config.workerConcurrency }),
    new Worker(queueNames.loginLinkExpiry, expireLoginLinkJob(orm, clock), { ...workerOptions, concurrency: config.workerConcurrency }),
    new Worker(queueNames.bookingDeadlines, bookingDeadlineJob(orm, clock, outbound, rescheduleMessaging, providerFiguresScheduler(providerFigures)), { ...workerOptions, concurrency: config.workerConcurrency }),
    new Worker(queueNames.giftCardDelivery, giftCardDeliveryJob(orm, clock, outbound, giftCardMail), { ...workerOptions, concurrency: 1 }),
    new Worker(queueNames.invoiceReminders, invoiceReminderJob(orm, clock, outbound, config), { ...workerOptions, concurrency: 1 }),
    new Worker(queueNames.paymentRetries, paymentRetryJob(orm, payments, clock), { ...workerOptions, concurrency: 1 }),
    new Worker(queueNames.accountErasure, accountErasureJob(orm, clock, erasureServices), { ...workerOptions, concurrency: 1 }),
    new Worker(queueNames.customRequests, customRequestJob(orm, clock, requestMessaging), { ...workerOptions, concurrency: config.workerConcurrency }),
    new Worker(queueNames.chatNudges, chatNudgeJob(orm, clock, nudgeMessaging), { ...workerOptions, concurrency: config.workerConcurrency }),
    new Worker(queueNames.calls, callJob(orm, clock, callMessaging), { ...workerOptions, concurrency: config.workerConcurrency }),
    new Worker(queueNames.providerFigures, providerFiguresJob(orm, clock), { ...workerOptions, concurrency: 1 }),
    new Worker(queueNames.subscriptions, subscriptionJob(orm, clock, { payments, config }, subscriptionMessaging), { ...workerOptions, concurrency: config.workerConcurrency }),
  ];
  for (const worker of workers) {
    worker.on('failed', (job, error) => logger.warn({ queue: worker.name, jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'job failed'));
    worker.on('error', (error) => logger.error({ queue: worker.name, err: error }, 'worker error'));
  }
  return {
    workers,
    async close() {
      connection.off('ready', onReady);
      // Waits for running jobs to finish; BullMQ does not close a connection it was given.
      await Promise.all(workers.map((worker) => worker.close()));
      if (paymentGateway instanceof LocalTestGateway) paymentGateway.webhooks.close();
      await Promise.all(queues.map((queue) => queue.close()));
      await delivery.close?.();
    },
  };
}
