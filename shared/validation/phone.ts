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

/** What is wrong with a typed number that is not a Norwegian mobile number. */
export type MobileNumberProblem = 'landline' | 'not_mobile' | 'invalid';

/**
 * Why a typed number is not a Norwegian mobile number, or null when it is one. An 8-digit
 * Norwegian number that does not start with 4 or 9 is the usual mistake: a landline (2, 3, 5, 6,
 * 7) or a service number (0, 1, 8). "Enter 8 digits" would send that person looking for a digit
 * they did not leave out, so those get a message saying the number must be a mobile one.
 */
export function mobileNumberProblem(input: string): MobileNumberProblem | null {
  if (normalizeNorwegianMobile(input) !== null) return null;
  const national = /^(?:\+47|0047)?(\d{8})$/.exec(input.replace(/\s+/g, ''))?.[1];
  if (national === undefined) return 'invalid';
  return /^[23567]/.test(national) ? 'landline' : 'not_mobile';
}

const problemKeys: Record<MobileNumberProblem, string> = {
  landline: 'error.phone.landline',
  not_mobile: 'error.phone.not_mobile',
  invalid: 'error.phone.invalid',
};

/** Norwegian mobile number as typed in a form; parses to E.164 (spec §5, §9). */
export const norwegianMobileSchema = z
  .string({ error: 'error.phone.invalid' })
  .trim()
  .min(minimumPhoneLength, { error: 'error.phone.invalid' })
  .transform((input, context) => {
    const problem = mobileNumberProblem(input);
    if (problem !== null) {
      context.issues.push({ code: 'custom', message: problemKeys[problem], input });
      return z.NEVER;
    }
    return normalizeNorwegianMobile(input)!;
  });
export type NorwegianMobile = z.infer<typeof norwegianMobileSchema>;
