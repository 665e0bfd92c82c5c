import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { customRequestStatuses, type StoredAnswer } from '#shared/requests/custom-request.schema.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';

/**
 * Spec §3 Custom request: a job a customer describes once for providers to price. Date and
 * address may be undecided (null). `status` OPEN → CLOSED (an offer was accepted) or CANCELLED
 * (the customer withdrew it); every change goes through `custom-request-state.ts`.
 *
 * Reaching providers: the chosen ones at once (`custom_request_recipient` rows), everyone relevant
 * at `broadcastAt` (now for "send to all", else 24 hours later) unless a chosen provider offered
 * first; `broadcastDoneAt` records that it happened, so the job and the sweep broadcast once.
 *
 * A replacement request (`isReplacement`) keeps the price of the booking it replaces
 * (`replacementPriceOre`); offers on it must use that price. Accepting one moves that booking
 * (`replacesBooking`) to the offer's provider instead of making a new one.
 */
export const CustomRequestSchema = defineEntity({
  name: 'CustomRequest',
  tableName: 'custom_request',
  checks: [{ name: 'custom_request_replacement_check', expression: '(not is_replacement) or replacement_price_ore is not null' }],
  indexes: [
    { properties: ['customer', 'createdAt'] },
    { name: 'custom_request_broadcast_due_index', expression: 'create index "custom_request_broadcast_due_index" on "custom_request" ("broadcast_at") where "status" = \'OPEN\' and "broadcast_done_at" is null' },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    customer: () => p.manyToOne(UserEntity).deleteRule('restrict'),
    category: () => p.manyToOne(CategoryEntity).deleteRule('restrict'),
    title: p.string().length(120),
    description: p.text(),
    tags: p.array().defaultRaw(`'{}'`),
    /** Pictures as stored (spec §3 files: id, url); at most five. */
    files: p.json<Array<{ id: string; url: string }>>(),
    /** Answers to the category's questions, question and answer in both languages. */
    answers: p.json<StoredAnswer[]>(),
    startsAt: p.datetime().nullable(),
    deliveryStreet: p.string().length(200).nullable(),
    deliveryPostalCode: p.string().length(4).nullable(),
    deliveryPlace: p.string().nullable(),
    /** Area id the address resolved to (shared/locations/areas.ts); null when undecided or unknown. */
    deliveryAreaId: p.string().nullable(),
    status: p.enum(customRequestStatuses).default('OPEN'),
    sendToAll: p.boolean().default(false),
    isReplacement: p.boolean().default(false),
    replacementPriceOre: p.integer().nullable(),
    /** The confirmed booking a replacement request finds a new provider for; accepting an offer moves it. */
    replacesBooking: () => p.manyToOne(BookingEntity).nullable().deleteRule('set null').index(),
    broadcastAt: p.datetime(),
    broadcastDoneAt: p.datetime().nullable(),
    closedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class CustomRequestEntity extends CustomRequestSchema.class {}
CustomRequestSchema.setClass(CustomRequestEntity);
