import { defineEntity, p } from '@mikro-orm/core';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';

/**
 * A provider's private calendar subscription. The secret in the URL is the only credential a
 * calendar app can send, so only its SHA-256 is stored: a leaked database cannot be turned into
 * working feed URLs. One row per provider; making a new secret replaces the row, which is what
 * makes the old URL stop working.
 */
export const CalendarFeedSchema = defineEntity({
  name: 'CalendarFeed',
  tableName: 'calendar_feed',
  properties: {
    provider: () => p.oneToOne(ProviderEntity).primary().owner().deleteRule('cascade'),
    /** Hex SHA-256 of the secret token. */
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class CalendarFeedEntity extends CalendarFeedSchema.class {}
CalendarFeedSchema.setClass(CalendarFeedEntity);
