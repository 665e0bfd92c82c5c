import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsAllowed, consentPollIntervalMs, watchConsent, type ConsentWatcher } from './consent-gate.ts';

describe('analyticsAllowed (spec §9: both statistics and marketing)', () => {
  it.each([
    [null, false],
    [{ statistics: false, marketing: false }, false],
    [{ statistics: true, marketing: false }, false],
    [{ statistics: false, marketing: true }, false],
    [{ statistics: true, marketing: true }, true],
  ])('%j → %s', (consent, allowed) => {
    expect(analyticsAllowed(consent)).toBe(allowed);
  });
});

describe('watchConsent', () => {
  let cookies = '';
  let watcher: ConsentWatcher;

  beforeEach(() => {
    vi.useFakeTimers();
    cookies = '';
  });

  afterEach(() => {
    watcher.stop();
    vi.useRealTimers();
  });

  it('polls the cookie every second', () => {
    expect(consentPollIntervalMs).toBe(1000);
    const read = vi.fn(() => cookies);
    watcher = watchConsent(read);
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(read).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(3000);
    expect(read).toHaveBeenCalledTimes(5);
  });

  it('sees a change made elsewhere within a second, and tells listeners once per change', () => {
    watcher = watchConsent(() => cookies);
    const listener = vi.fn();
    watcher.subscribe(listener);
    expect(watcher.consent()).toBeNull();
    expect(watcher.analyticsAllowed()).toBe(false);

    cookies = 'consent=v1.s1.m1';
    expect(watcher.analyticsAllowed()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(watcher.analyticsAllowed()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(1);

    cookies = 'consent=v1.s1.m0';
    vi.advanceTimersByTime(1000);
    expect(watcher.consent()).toEqual({ statistics: true, marketing: false });
    expect(watcher.analyticsAllowed()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('closes the gate again when the cookie is cleared', () => {
    cookies = 'consent=v1.s1.m1';
    watcher = watchConsent(() => cookies);
    expect(watcher.analyticsAllowed()).toBe(true);
    cookies = '';
    vi.advanceTimersByTime(1000);
    expect(watcher.consent()).toBeNull();
    expect(watcher.analyticsAllowed()).toBe(false);
  });

  it('keeps the same snapshot between changes and reads at once on refresh', () => {
    cookies = 'consent=v1.s0.m0';
    watcher = watchConsent(() => cookies);
    const first = watcher.consent();
    vi.advanceTimersByTime(3000);
    expect(watcher.consent()).toBe(first);
    cookies = 'consent=v1.s1.m1';
    watcher.refresh();
    expect(watcher.analyticsAllowed()).toBe(true);
  });

  it('stops polling when stopped', () => {
    const read = vi.fn(() => cookies);
    watcher = watchConsent(read);
    watcher.stop();
    vi.advanceTimersByTime(5000);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
