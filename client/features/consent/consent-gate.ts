import { parseConsentCookie, type Consent } from './consent-cookie.ts';

/** Spec §9: analytics only when both statistics and marketing consent are true. */
export function analyticsAllowed(consent: Consent | null): boolean {
  return consent?.statistics === true && consent.marketing === true;
}

/** Spec §9: the consent cookie is polled every second. */
export const consentPollIntervalMs = 1000;

export type ConsentWatcher = {
  /** The current answer; null until the visitor has answered. */
  consent: () => Consent | null;
  analyticsAllowed: () => boolean;
  /** Calls `listener` whenever the answer changes; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Reads the cookie now rather than at the next tick (after our own write). */
  refresh: () => void;
  stop: () => void;
};

/**
 * Polls the cookie, because it may change where no event tells us: another tab, the browser's
 * own cookie settings, or a visitor clearing cookies. Listeners hear only real changes, and the
 * snapshot keeps its identity between them, as `useSyncExternalStore` needs.
 */
export function watchConsent(readCookies: () => string, intervalMs = consentPollIntervalMs): ConsentWatcher {
  let raw = '';
  let current: Consent | null = null;
  const listeners = new Set<() => void>();

  const refresh = () => {
    const next = parseConsentCookie(readCookies());
    const key = next ? `${next.statistics}.${next.marketing}` : '';
    if (key === raw) return;
    raw = key;
    current = next;
    for (const listener of listeners) listener();
  };

  refresh();
  const timer = setInterval(refresh, intervalMs);

  return {
    consent: () => current,
    analyticsAllowed: () => analyticsAllowed(current),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    stop: () => clearInterval(timer),
  };
}
