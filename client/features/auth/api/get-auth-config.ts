import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/config.ts';

/**
 * `GET /api/auth/config`: which captcha guards the login code, and whether third-party login is
 * on. The server refuses to start with Turnstile and no site key, so a Turnstile key is never empty.
 */
export type AuthConfig = {
  captcha: { provider: 'local' } | { provider: 'turnstile'; siteKey: string };
  oidc: { enabled: boolean; providerName: string | null };
  supportEmail: string;
};
export type CaptchaConfig = AuthConfig['captcha'];

/**
 * Used when the settings cannot be read: the local captcha (accepted outside production), no
 * third-party login, and the support address the client was built with.
 */
export const fallbackAuthConfig: AuthConfig = {
  captcha: { provider: 'local' },
  oidc: { enabled: false, providerName: null },
  supportEmail: appConfig.supportEmail,
};

export async function getAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  return api.get<AuthConfig>('auth/config', { signal });
}

/** Sign-in settings; they change only with a deploy, so they are read once per visit. */
export function useAuthConfig(): { config: AuthConfig | undefined; isPending: boolean } {
  const query = useQuery({
    queryKey: ['auth', 'config'],
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Infinity,
    retry: 1,
  });
  return { config: query.data ?? (query.isError ? fallbackAuthConfig : undefined), isPending: query.isPending };
}
