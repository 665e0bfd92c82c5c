import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { rescheduleStatuses } from '#shared/bookings/reschedule-status.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { BookingEntity } from './booking.entity.ts';

/**
 * Spec §3 Reschedule request: one side of a confirmed booking proposes another start in the chat;
 * the other side accepts (the booking moves by the change-time rules) or rejects, or it expires at
 * `expiresAt`. Only `nextRescheduleStatus` decides a status change. A partial unique index keeps
 * one waiting request per booking, however many arrive at once.
 */
export const RescheduleRequestSchema = defineEntity({
  name: 'RescheduleRequest',
  tableName: 'reschedule_request',
  checks: [{ name: 'reschedule_request_times_check', expression: 'proposed_ends_at > proposed_starts_at' }],
  indexes: [
    { properties: ['booking', 'createdAt'] },
    { properties: ['status', 'expiresAt'] },
    {
      name: 'reschedule_request_one_waiting_index',
      expression: 'create unique index "reschedule_request_one_waiting_index" on "reschedule_request" ("booking_id") where "status" = \'waiting\'',
    },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    booking: () => p.manyToOne(BookingEntity).deleteRule('cascade'),
    requestedBy: () => p.manyToOne(UserEntity).deleteRule('cascade'),
    requesterRole: p.enum(['customer', 'provider'] as const),
    currentStartsAt: p.datetime(),
    proposedStartsAt: p.datetime(),
    proposedEndsAt: p.datetime(),
    status: p.enum(rescheduleStatuses).default('waiting'),
    expiresAt: p.datetime(),
    answeredAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class RescheduleRequestEntity extends RescheduleRequestSchema.class {}
RescheduleRequestSchema.setClass(RescheduleRequestEntity);
