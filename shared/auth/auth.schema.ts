import { z } from 'zod';
import { userSchema } from '#shared/accounts/user.schema.ts';
import { emailSchema } from '#shared/validation/email.ts';
import { norwegianMobileSchema } from '#shared/validation/phone.ts';
import { textLengths } from '#shared/validation/text-lengths.ts';
import { textSchema } from '#shared/validation/text.ts';

/** Login code by SMS (api-contract "Sign-in flows"; spec §5: username ≥ 8, captcha token). */
export const otpNewBodySchema = z.object({
  username: norwegianMobileSchema,
  captchaToken: z.string().trim().min(1, { error: 'error.auth.captcha_required' }).max(4096),
});
export const otpNewResponseSchema = z.object({ nonce: z.string() });

/** Spec §5: code ≥ 6 characters, nonce. The code is 6 digits. */
export const otpVerifyBodySchema = z.object({
  username: norwegianMobileSchema,
  code: z.string().trim().min(6, { error: 'error.auth.code_wrong_or_expired' }).max(6, { error: 'error.auth.code_wrong_or_expired' }),
  nonce: z.string().min(1).max(200),
});

/** Magic link by e-mail, `POST /api/auth/ott/generate` (form or JSON). */
export const ottGenerateBodySchema = z.object({
  email: emailSchema,
  /** Where to return after signing in; only paths inside the app are kept. */
  returnTo: textSchema({ max: textLengths.returnTo }).optional(),
});
export const ottGenerateResponseSchema = z.object({ sent: z.literal(true) });

/** `GET /api/auth/check/{token}`: signed in, or a new e-mail that needs an account. */
export const authCheckResponseSchema = z.union([
  z.object({ newAccount: z.literal(false), user: userSchema, returnTo: z.string().nullable() }),
  z.object({ newAccount: z.literal(true), email: z.string(), returnTo: z.string().nullable() }),
]);
export type AuthCheckResponse = z.infer<typeof authCheckResponseSchema>;

export const ottUserQuerySchema = z.object({ ott: z.string().min(1).max(200) });

/** Login link lifetime (spec §4, §9) and login code rules (10 minutes, 5 wrong tries). */
export const loginLinkTtlMinutes = 15;
export const loginCodeTtlMinutes = 10;
export const loginCodeMaxAttempts = 5;
/** The client lets a person ask for a new code after this many seconds. */
export const loginCodeResendSeconds = 30;

/** Keeps a return path only when it stays inside the app (no open redirect). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value.length <= 500 ? value : null;
}
