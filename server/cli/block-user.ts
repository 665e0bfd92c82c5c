import { parseArgs } from 'node:util';
import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { connectOrm } from '#server/db/database.ts';
import { closeRedis, createRedis } from '#server/lib/redis.ts';
import { findUserByContact } from '#server/modules/accounts/find-user-by-contact.ts';
import { redisNotifier } from '#server/modules/notifications/user-notifier.ts';
import { socketChannelKey } from '#server/plugins/sockets.plugin.ts';
import { endOpenBookingsOfOwner, tellCustomersProviderLeft } from '#server/modules/bookings/provider-withdrawal.ts';
import { createQueues } from '#server/plugins/queues.plugin.ts';
import { tellChatsOfBlock } from '#server/modules/chats/chat-block-lines.ts';
import { redisChatEvents } from '#server/modules/chats/chat-events.ts';

/**
 * Support's tool until the admin console exists: blocks a user with a message they will see, or
 * lifts the block. A blocked person stays signed in, confined to the account area (spec §2). As
 * with the admin console, a blocked owner's provider is hidden at once, and its unanswered requests
 * and unpaid bookings are declined for the customers, who are told; the person's chats get a line
 * that they are closed to new messages (or open again).
 *   npm run user:block -- --email kari@eksempel.no --message "Kontakt oss på hjelp@..."
 *   npm run user:block -- --email kari@eksempel.no --unblock
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, message: { type: 'string' }, unblock: { type: 'boolean' } } });
if (!values.email || (!values.unblock && !values.message)) {
  console.error('Usage: npm run user:block -- --email <e-mail> (--message <text> | --unblock)');
  process.exit(2);
}

loadEnvFile();
const config = loadConfig();
const orm = await connectOrm(config.databaseUrl);
const connection = createRedis(config.redisUrl, { forQueues: true });
const queues = createQueues(config, connection);
try {
  const em = orm.em.fork();
  const { user, kind } = await findUserByContact(em, values.email);
  if (!user) {
    console.error(`No user with the ${kind} ${values.email}.`);
    process.exitCode = 1;
  } else {
    const changed = user.isBlocked === !!values.unblock;
    const now = new Date();
    const ended = await em.transactional(async (tx) => {
      tx.assign(user, values.unblock ? { isBlocked: false, blockedMessage: null } : { isBlocked: true, blockedMessage: values.message ?? null });
      await tx.flush();
      return values.unblock ? [] : endOpenBookingsOfOwner(tx, user.id, now);
    });
    await tellCustomersProviderLeft(em, { outbound: queues.outboundMessages, notifier: redisNotifier(connection, socketChannelKey(config)) }, ended, console);
    if (changed) await tellChatsOfBlock(em, redisChatEvents(connection, socketChannelKey(config)), { userId: user.id, blocked: !values.unblock, since: now });
    console.info(`${user.email} is ${values.unblock ? 'no longer blocked' : 'blocked'}.${ended.length > 0 ? ` ${ended.length} open bookings declined.` : ''}`);
  }
} finally {
  await Promise.all(Object.values(queues).map((queue) => queue.close()));
  await closeRedis(connection);
  await orm.close();
}
