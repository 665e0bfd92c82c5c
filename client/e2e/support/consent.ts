import { consentCookieName, consentCookieValue } from '../../features/consent/consent-cookie.ts';

const hosts = ['localhost', '127.0.0.1'];

/**
 * Storage state of a visitor who has already answered the cookie question, so the banner never
 * covers what a test clicks. Both hosts, because some tests reach the app by IP. The banner's
 * own spec starts without it.
 */
export const consentGivenState = {
  cookies: hosts.map((domain) => ({
    name: consentCookieName,
    value: consentCookieValue({ statistics: false, marketing: false }),
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [],
};

/** A first visit: no answer yet. */
export const noConsentState = { cookies: [], origins: [] };
