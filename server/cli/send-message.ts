import { parseArgs } from 'node:util';
import { normalizeNorwegianMobile } from '#shared/validation/phone.ts';
import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { closeRedis, createRedis } from '#server/lib/redis.ts';
import { queueOutboundMessage } from '#server/modules/notifications/outbound-message.service.ts';
import { createQueues } from '#server/plugins/queues.plugin.ts';

/**
 * Queues one message for the workers, the same way the app does. Handy to see a message arrive
 * in the development outbox or to check SMTP settings:
 *   npm run send-message -- --to kari@eksempel.no --subject "Hei" --text "Hei Kari" [--html "<p>Hei</p>"]
 *   npm run send-message -- --to 91234567 --text "Koden din er 123456"
 */
const { values } = parseArgs({
  options: { to: { type: 'string' }, subject: { type: 'string' }, text: { type: 'string' }, html: { type: 'string' } },
});
if (!values.to || !values.text) {
  console.error('Usage: npm run send-message -- --to <phone or e-mail> --text <text> [--subject <subject>] [--html <html>]');
  process.exit(2);
}

loadEnvFile();
const config = loadConfig();
const phone = normalizeNorwegianMobile(values.to);
const connection = createRedis(config.redisUrl, { forQueues: true });
const queues = createQueues(config, connection);
try {
  const message = await queueOutboundMessage(queues.outboundMessages, {
    channel: phone ? 'sms' : 'email',
    to: phone ?? values.to.toLowerCase(),
    text: values.text,
    ...(values.subject ? { subject: values.subject } : {}),
    ...(values.html ? { html: values.html } : {}),
  });
  console.info(`Queued ${message.channel} ${message.id} to ${message.to}.`);
} finally {
  await Promise.all(Object.values(queues).map((queue) => queue.close()));
  await closeRedis(connection);
}
