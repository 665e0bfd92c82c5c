import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/config.ts';

/** `GET /api/auth/config`: which captcha guards the login code, and whether third-party login is on. */
export const authConfigSchema = z.object({
  captcha: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('local') }),
    z.object({ provider: z.literal('turnstile'), siteKey: z.string().min(1) }),
  ]),
  oidc: z.object({ enabled: z.boolean(), providerName: z.string().nullable() }),
  supportEmail: z.string(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;
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
  return authConfigSchema.parse(await api.get('auth/config', { signal }));
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
