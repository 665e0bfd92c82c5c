import { z } from 'zod';

/**
 * A Norwegian postal code: exactly four digits, kept as typed so a field never drops what a person
 * wrote. The same schema checks the booking address and the invoice address on both sides; the
 * server resolves the place from Bring's register.
 */
export const postalCodeSchema = z
  .string({ error: 'common.field.required' })
  .trim()
  .regex(/^\d{4}$/, { error: 'error.postal_code.invalid' });

/** Whether a typed postal code has the form of one (four digits, surrounding spaces ignored). */
export function isPostalCode(text: string): boolean {
  return postalCodeSchema.safeParse(text).success;
}
