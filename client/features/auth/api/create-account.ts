import { useMutation, useQuery } from '@tanstack/react-query';
import { userSchema, type NewUserInput, type User } from '#shared/accounts/user.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** Where the new account's e-mail was proven: a login link, or a third-party login. */
export type SignUpSource = { kind: 'link'; token: string } | { kind: 'oidc' };

/** The user, sent either as is or wrapped as `{ user }`. */

/**
 * Creates the account and signs in: `POST /api/auth/ott/user?ott=` after a login link,
 * `POST /api/auth/oidc/user` after a third-party login; both answer the user. 400 with field
 * issues, 409 `error.auth.email_registered` / `error.auth.phone_registered`, 410
 * `error.auth.link_expired` (link or pending third-party sign-up too old).
 */
export function useCreateAccount(source: SignUpSource) {
  return useMutation({
    mutationFn: async (body: NewUserInput): Promise<User> => {
      const answer =
        source.kind === 'link'
          ? await api.post('auth/ott/user', body, { query: { ott: source.token } })
          : await api.post('auth/oidc/user', body);
      return userSchema.parse(answer);
    },
  });
}

/**
 * What the third-party login told us about a new person (`GET /api/auth/oidc/pending`). The
 * e-mail is given only when the provider verified it; the account must use that address.
 */
export type OidcPending = {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  /** Where the person was going when they chose the third-party login. */
  returnTo?: string | null;
};

export function useOidcPending(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'oidc', 'pending'],
    queryFn: ({ signal }) => api.get<OidcPending>('auth/oidc/pending', { signal }),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}

/** Full-page address that starts the third-party login and comes back to `returnTo`. */
export function oidcStartUrl(returnTo: string): string {
  return `/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`;
}
