import { useContext, useSyncExternalStore } from 'react';
import { RequestCookiesContext } from '../../lib/request-cookies.ts';
import { consentCookieString, parseConsentCookie, type Consent } from './consent-cookie.ts';
import { analyticsAllowed, watchConsent, type ConsentWatcher } from './consent-gate.ts';

let watcher: ConsentWatcher | null = null;

/** The page's one watcher, started on first use so tests and the server never poll. */
export function browserConsent(): ConsentWatcher {
  watcher ??= watchConsent(() => document.cookie);
  return watcher;
}

/** Ends the polling, for a page that goes away while the app still runs (a component test's DOM). */
export function stopBrowserConsent(): void {
  watcher?.stop();
  watcher = null;
}

/** Stores the visitor's answer and tells every reader at once. */
export function saveConsent(consent: Consent): void {
  document.cookie = consentCookieString(consent, { secure: window.location.protocol === 'https:' });
  browserConsent().refresh();
}

/** The answer in one request's cookies, for a page rendered on the server: it never changes there. */
function requestConsent(cookies: string): ConsentWatcher {
  const consent = parseConsentCookie(cookies);
  return {
    consent: () => consent,
    analyticsAllowed: () => analyticsAllowed(consent),
    subscribe: () => () => undefined,
    refresh: () => undefined,
    stop: () => undefined,
  };
}

/**
 * The browser's watcher, or the request's answer while rendering on the server. A page rendered
 * on the server was rendered from the same cookie the browser has, so hydration reads the
 * browser's answer as the server's.
 */
function useConsentSource(): ConsentWatcher {
  const requestCookies = useContext(RequestCookiesContext);
  return requestCookies === null ? browserConsent() : requestConsent(requestCookies);
}

/** The visitor's answer, null until given; re-renders when it changes, here or in another tab. */
export function useConsent(): Consent | null {
  const current = useConsentSource();
  return useSyncExternalStore(current.subscribe, current.consent, current.consent);
}

/**
 * The gate any analytics script must pass before it loads. None is loaded today; when one is,
 * it loads from an effect that checks this.
 */
export function useAnalyticsAllowed(): boolean {
  const current = useConsentSource();
  return useSyncExternalStore(current.subscribe, current.analyticsAllowed, current.analyticsAllowed);
}
