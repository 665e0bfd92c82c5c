import { useSyncExternalStore } from 'react';
import { consentCookieString, type Consent } from './consent-cookie.ts';
import { watchConsent, type ConsentWatcher } from './consent-gate.ts';

let watcher: ConsentWatcher | null = null;

/** The page's one watcher, started on first use so tests and the server never poll. */
export function browserConsent(): ConsentWatcher {
  watcher ??= watchConsent(() => document.cookie);
  return watcher;
}

/** Stores the visitor's answer and tells every reader at once. */
export function saveConsent(consent: Consent): void {
  document.cookie = consentCookieString(consent, { secure: window.location.protocol === 'https:' });
  browserConsent().refresh();
}

/** The visitor's answer, null until given; re-renders when it changes, here or in another tab. */
export function useConsent(): Consent | null {
  const current = browserConsent();
  return useSyncExternalStore(current.subscribe, current.consent, () => null);
}

/**
 * The gate any analytics script must pass before it loads. None is loaded today; when one is,
 * it loads from an effect that checks this.
 */
export function useAnalyticsAllowed(): boolean {
  const current = browserConsent();
  return useSyncExternalStore(current.subscribe, current.analyticsAllowed, () => false);
}
