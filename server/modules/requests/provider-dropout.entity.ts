import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { CustomRequestEntity } from './custom-request.entity.ts';

/**
 * A provider that dropped out of a confirmed booking, as support recorded it: who, when, why and
 * which admin. The booking itself only ever names its current provider, so this row is the
 * history; a booking can lose more than one provider, and none of them is asked again.
 * `replacedAt` is set when a replacement offer moved the booking to another provider.
 */
export const ProviderDropoutSchema = defineEntity({
  name: 'ProviderDropout',
  tableName: 'provider_dropout',
  indexes: [{ properties: ['booking', 'droppedAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    booking: () => p.manyToOne(BookingEntity).deleteRule('cascade'),
    provider: () => p.manyToOne(ProviderEntity).deleteRule('cascade'),
    reason: p.text(),
    droppedAt: p.datetime(),
    droppedBy: () => p.manyToOne(UserEntity).nullable().deleteRule('set null'),
    replacementRequest: () => p.manyToOne(CustomRequestEntity).nullable().deleteRule('set null'),
    replacedAt: p.datetime().nullable(),
  },
});

export class ProviderDropoutEntity extends ProviderDropoutSchema.class {}
ProviderDropoutSchema.setClass(ProviderDropoutEntity);
