import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeNorwegianMobile } from '#shared/validation/phone.ts';
import type { DevOutboxEntry } from '#shared/notifications/dev-outbox.schema.ts';
import { DevOutboxMessageEntity } from './dev-outbox-message.entity.ts';

const pageSize = 50;

/** The newest outbox messages, optionally for one recipient (phone numbers in any accepted form). */
export async function listDevOutbox(em: EntityManager, to?: string): Promise<DevOutboxEntry[]> {
  const recipient = to ? (normalizeNorwegianMobile(to) ?? to.toLowerCase()) : undefined;
  const rows = await em.find(
    DevOutboxMessageEntity,
    recipient ? { to: recipient } : {},
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: pageSize },
  );
  return rows.map((row) => ({
    channel: row.channel,
    to: row.to,
    ...(row.subject ? { subject: row.subject } : {}),
    text: row.text,
    ...(row.html ? { html: row.html } : {}),
    createdAt: row.createdAt,
  }));
}
