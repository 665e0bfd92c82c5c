import { z } from 'zod';

/** Longest address SMTP can deliver to (RFC 5321 path limit). */
const maximumEmailLength = 254;

/**
 * E-mail address as typed in a form (spec §5): surrounding spaces are removed and the address is
 * lowercased so the same person cannot register twice with different capitalisation.
 */
export const emailSchema = z
  .string({ error: 'error.email.invalid' })
  .trim()
  .toLowerCase()
  .max(maximumEmailLength, { error: 'error.email.invalid' })
  .pipe(z.email({ error: 'error.email.invalid' }));
export type Email = z.infer<typeof emailSchema>;
