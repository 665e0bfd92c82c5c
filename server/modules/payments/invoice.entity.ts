import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';

export const invoiceStatuses = ['open', 'paid', 'credited'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** One VAT line of an invoice: the amount at one rate, VAT included. */
export type InvoiceLine = { description: string; amountOre: number; vatRatePercent: number; vatOre: number };

/**
 * An invoice for a booking paid by invoice: a running number, a KID (MOD10) the customer pays
 * with, a due date, and lines per VAT rate. Paid when an admin marks it or a bank file (OCR) with
 * its KID and amount is imported; reminded by a job while open after the due date. The buyer's
 * company (organisation number and name) is copied in, as it stood when the invoice was made.
 */
export const InvoiceSchema = defineEntity({
  name: 'Invoice',
  tableName: 'invoice',
  checks: [{ name: 'invoice_amount_check', expression: 'amount_ore >= 0 and vat_ore >= 0' }],
  indexes: [{ properties: ['customer', 'issuedAt'] }, { properties: ['status', 'dueAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    number: p.integer().unique(),
    kid: p.string().unique(),
    booking: () => p.manyToOne(BookingEntity).unique().deleteRule('restrict'),
    customer: () => p.manyToOne(UserEntity).deleteRule('restrict'),
    orgNumber: p.string().nullable(),
    companyName: p.string().nullable(),
    amountOre: p.integer(),
    vatOre: p.integer(),
    lines: p.json<InvoiceLine[]>(),
    issuedAt: p.datetime(),
    dueAt: p.datetime(),
    status: p.enum(invoiceStatuses).default('open'),
    paidAt: p.datetime().nullable(),
    /** `admin` or `bank_file`, and the admin's id or the bank file's transaction reference. */
    paidBy: p.string().nullable(),
    paymentReference: p.string().nullable(),
    remindersSent: p.smallint().default(0),
    lastReminderAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class InvoiceEntity extends InvoiceSchema.class {}
InvoiceSchema.setClass(InvoiceEntity);
