import { z } from 'zod';

/**
 * A Norwegian mobile number in E.164 form ("+4791234567"), or null (spec §5, §9). Accepts the
 * 8-digit national number with or without the country code written as "+47" or "0047", with any
 * spaces ("912 34 567", "+47 912 34 567"). Norwegian mobile numbers are 8 digits starting with 4
 * or 9, so landlines and foreign numbers give null.
 */
export function normalizeNorwegianMobile(input: string): string | null {
  const compact = input.replace(/\s+/g, '');
  const match = /^(?:\+47|0047)?([49]\d{7})$/.exec(compact);
  return match ? `+47${match[1]}` : null;
}

/** Shortest phone number a form accepts (spec §5: phone at least 8 characters). */
const minimumPhoneLength = 8;

/** Norwegian mobile number as typed in a form; parses to E.164 (spec §5, §9). */
export const norwegianMobileSchema = z
  .string({ error: 'error.phone.invalid' })
  .trim()
  .min(minimumPhoneLength, { error: 'error.phone.invalid' })
  .transform((input, context) => {
    const normalized = normalizeNorwegianMobile(input);
    if (normalized === null) {
      context.issues.push({ code: 'custom', message: 'error.phone.invalid', input });
      return z.NEVER;
    }
    return normalized;
  });
export type NorwegianMobile = z.infer<typeof norwegianMobileSchema>;
