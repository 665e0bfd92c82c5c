import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ServiceAddonEntity } from '#server/modules/catalogue/service-addon.entity.ts';
import { BookingEntity } from './booking.entity.ts';

/**
 * An add-on as it was booked: title, price and time are copied, because the provider may change
 * or delete the offered add-on afterwards and the booking must keep what the customer agreed to.
 * `units` includes those in the base price; `amountOre` is what the chargeable units cost.
 */
export const BookingAddonSchema = defineEntity({
  name: 'BookingAddon',
  tableName: 'booking_addon',
  checks: [{ name: 'booking_addon_units_check', expression: 'units >= 1 and unit_price_ore >= 0 and unit_time_minutes >= 0 and amount_ore >= 0' }],
  indexes: [{ properties: ['booking', 'sortIndex'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    booking: () => p.manyToOne(BookingEntity).deleteRule('cascade'),
    addon: () => p.manyToOne(ServiceAddonEntity).nullable().deleteRule('set null'),
    title: p.string(),
    unitType: p.enum(['custom', 'participant'] as const),
    unitPriceOre: p.integer(),
    units: p.integer(),
    unitTimeMinutes: p.integer(),
    amountOre: p.integer(),
    sortIndex: p.smallint().default(0),
  },
});

export class BookingAddonEntity extends BookingAddonSchema.class {}
BookingAddonSchema.setClass(BookingAddonEntity);
