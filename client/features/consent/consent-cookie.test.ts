import { describe, expect, it } from 'vitest';
import { consentCookieString, consentCookieValue, parseConsentCookie } from './consent-cookie.ts';

describe('consent cookie', () => {
  it('reads every combination it writes', () => {
    for (const statistics of [true, false]) {
      for (const marketing of [true, false]) {
        const consent = { statistics, marketing };
        expect(parseConsentCookie(`consent=${consentCookieValue(consent)}`)).toEqual(consent);
      }
    }
  });

  it('finds the cookie among others, with or without spaces', () => {
    expect(parseConsentCookie('language=nb; consent=v1.s1.m0; other=x')).toEqual({ statistics: true, marketing: false });
    expect(parseConsentCookie('a=1;consent=v1.s0.m1')).toEqual({ statistics: false, marketing: true });
  });

  it('treats no cookie, an unknown version or a tampered value as no answer, so the visitor is asked', () => {
    expect(parseConsentCookie('')).toBeNull();
    expect(parseConsentCookie('sid=abc')).toBeNull();
    expect(parseConsentCookie('consent=v2.s1.m1')).toBeNull();
    expect(parseConsentCookie('consent=v1.s1.m1x')).toBeNull();
    expect(parseConsentCookie('consent=yes')).toBeNull();
    expect(parseConsentCookie('consent=')).toBeNull();
  });

  it('does not mistake a cookie whose name only ends in "consent"', () => {
    expect(parseConsentCookie('myconsent=v1.s1.m1')).toBeNull();
  });

  it('is stored for the whole site for a year, Secure only over https', () => {
    const plain = consentCookieString({ statistics: true, marketing: false }, { secure: false });
    expect(plain).toBe('consent=v1.s1.m0; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(consentCookieString({ statistics: false, marketing: false }, { secure: true })).toMatch(/; Secure$/);
  });
});
