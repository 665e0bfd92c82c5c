import { describe, expect, it } from 'vitest';
import { decideRoute, isProtectedPath, returnPathAfterLogin, type GuardUser } from './route-guards.ts';

const loading: GuardUser = { status: 'loading' };
const signedOut: GuardUser = { status: 'signed-out' };
const customer: GuardUser = { status: 'signed-in', isBlocked: false, isProvider: false };
const provider: GuardUser = { status: 'signed-in', isBlocked: false, isProvider: true };
const providerUnknown: GuardUser = { status: 'signed-in', isBlocked: false, isProvider: 'loading' };
const blocked: GuardUser = { status: 'signed-in', isBlocked: true, isProvider: false };
const blockedProvider: GuardUser = { status: 'signed-in', isBlocked: true, isProvider: true };

describe('decideRoute: protected pages', () => {
  it.each(['/account', '/account/bestillinger', '/konto', '/agent', '/agent/calendar', '/bestilling/3f2b1c9e-7a41-4d2a-9c1e-8b5e6f7a1234'])(
    'signed out on %s → home with the login modal, remembering the page',
    (pathname) => {
      expect(decideRoute({ pathname, search: '?tab=2' }, signedOut)).toEqual({
        kind: 'login',
        to: '/',
        returnTo: `${pathname}?tab=2`,
      });
    },
  );

  it('waits instead of redirecting while the current user is still loading', () => {
    expect(decideRoute({ pathname: '/konto' }, loading)).toEqual({ kind: 'wait' });
  });

  it('shows public pages at once, even while the user is loading', () => {
    for (const pathname of ['/', '/register', '/verify', '/foresporsel', '/service/1', '/agentur']) {
      expect(decideRoute({ pathname }, loading)).toEqual({ kind: 'allow' });
      expect(decideRoute({ pathname }, signedOut)).toEqual({ kind: 'allow' });
    }
  });

  it('lets a signed-in customer in', () => {
    expect(decideRoute({ pathname: '/konto' }, customer)).toEqual({ kind: 'allow' });
    expect(decideRoute({ pathname: '/account/chat/call' }, customer)).toEqual({ kind: 'allow' });
  });
});

describe('decideRoute: blocked users', () => {
  it.each(['/account', '/account/settings', '/account/chat/call', '/blokkert'])('may stay on %s', (pathname) => {
    expect(decideRoute({ pathname }, blocked)).toEqual({ kind: 'allow' });
  });

  it.each(['/', '/konto', '/agent', '/service/1', '/foresporsel', '/register', '/accounting'])(
    'are sent from %s to /blokkert',
    (pathname) => {
      expect(decideRoute({ pathname }, blocked)).toEqual({ kind: 'redirect', to: '/blokkert' });
    },
  );

  it('are confined even when they are providers', () => {
    expect(decideRoute({ pathname: '/register' }, blockedProvider)).toEqual({ kind: 'redirect', to: '/blokkert' });
    expect(decideRoute({ pathname: '/agent' }, blockedProvider)).toEqual({ kind: 'redirect', to: '/blokkert' });
  });
});

describe('decideRoute: provider registration', () => {
  it('sends a signed-in provider from /register to /agent', () => {
    expect(decideRoute({ pathname: '/register' }, provider)).toEqual({ kind: 'redirect', to: '/agent' });
    expect(decideRoute({ pathname: '/register/details' }, provider)).toEqual({ kind: 'redirect', to: '/agent' });
  });

  it('lets customers and visitors register', () => {
    expect(decideRoute({ pathname: '/register' }, customer)).toEqual({ kind: 'allow' });
    expect(decideRoute({ pathname: '/register' }, signedOut)).toEqual({ kind: 'allow' });
  });

  it('waits for the provider lookup before deciding', () => {
    expect(decideRoute({ pathname: '/register' }, providerUnknown)).toEqual({ kind: 'wait' });
    expect(decideRoute({ pathname: '/' }, providerUnknown)).toEqual({ kind: 'allow' });
  });
});

describe('isProtectedPath', () => {
  it('matches whole segments', () => {
    expect(isProtectedPath('/agent')).toBe(true);
    expect(isProtectedPath('/agentur')).toBe(false);
    expect(isProtectedPath('/kontoret')).toBe(false);
  });
});

describe('returnPathAfterLogin', () => {
  it('returns to the page the visitor came from', () => {
    expect(returnPathAfterLogin('/konto?tab=2')).toBe('/konto?tab=2');
  });

  it.each([null, undefined, '', 'https://evil.example', '//evil.example/path', '/\\evil.example', 'konto'])(
    'falls back to the front page for %s',
    (value) => {
      expect(returnPathAfterLogin(value)).toBe('/');
    },
  );
});
