import { useMutation } from '@tanstack/react-query';
import { userSchema, type User } from '#shared/accounts/user.schema.ts';
import { otpNewResponseSchema } from '#shared/auth/auth.schema.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/auth/otp/new`: texts a 6-digit code to a known phone number and answers the nonce
 * the code is checked against. 404 `error.auth.phone_unknown`; 429 with `retryAfterSeconds`.
 */
export function useRequestLoginCode() {
  return useMutation({
    mutationFn: async (body: { username: string; captchaToken: string }) =>
      otpNewResponseSchema.parse(await api.post('auth/otp/new', body)),
  });
}

/** `POST /api/auth/otp/verify`: signs in and answers the user; 400 `error.auth.code_wrong_or_expired`. */
export function useVerifyLoginCode() {
  return useMutation({
    mutationFn: async (body: { username: string; code: string; nonce: string }): Promise<User> =>
      userSchema.parse(await api.post('auth/otp/verify', body)),
  });
}
