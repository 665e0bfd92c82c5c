import { consentCookieName } from '#shared/consent/consent-cookie-name.ts';

/** What a visitor said yes to beyond the necessary cookies. */
export type Consent = { statistics: boolean; marketing: boolean };

export { consentCookieName } from '#shared/consent/consent-cookie-name.ts';

/** Datatilsynet's guidance: ask again at least once a year. */
export const consentMaxAgeSeconds = 365 * 24 * 60 * 60;

// Versioned, so a later change of categories can ask again instead of misreading an old answer.
const valuePattern = /^v1\.s([01])\.m([01])$/;

export function consentCookieValue(consent: Consent): string {
  return `v1.s${consent.statistics ? 1 : 0}.m${consent.marketing ? 1 : 0}`;
}

/**
 * The visitor's answer in a `document.cookie` string, or null when they have not answered (or
 * the cookie is from an unknown version or was tampered with: then we ask).
 */
export function parseConsentCookie(cookies: string): Consent | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== consentCookieName) continue;
    const match = valuePattern.exec(part.slice(separator + 1).trim());
    if (!match) return null;
    return { statistics: match[1] === '1', marketing: match[2] === '1' };
  }
  return null;
}

/** The `document.cookie` assignment that stores an answer for the whole site. */
export function consentCookieString(consent: Consent, options: { secure: boolean }): string {
  const attributes = [`Path=/`, `Max-Age=${consentMaxAgeSeconds}`, 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  return `${consentCookieName}=${consentCookieValue(consent)}; ${attributes.join('; ')}`;
}
