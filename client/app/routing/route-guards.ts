import { paths } from '#shared/routing/paths.ts';
import { isUnderAnyPath, isUnderPath } from './path-match.ts';

/** What the guards need to know about the visitor. */
export type GuardUser =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; isBlocked: boolean; isProvider: boolean | 'loading' };

export type GuardDecision =
  | { kind: 'allow' }
  /** The answer depends on data still loading; show a neutral placeholder. */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  /** Send the visitor home, open the login modal and come back to `returnTo` after login. */
  | { kind: 'login'; to: string; returnTo: string };

/**
 * Pages that need a signed-in user. A booking's confirmation page too: someone who reaches it
 * signed out (a link from another device, a session that ended) signs in and then sees it.
 */
export const protectedPaths = [paths.account, paths.accountSettings, paths.agent, paths.admin, paths.bookingDone] as const;

/** The only places a blocked user may be (spec §2). */
const blockedUserPaths = [paths.account, paths.blocked] as const;

export function isProtectedPath(pathname: string): boolean {
  return isUnderAnyPath(pathname, protectedPaths);
}

/**
 * Spec §2 routing rules, in order: a protected page needs a signed-in user (else the login
 * modal opens on the front page); a blocked user is confined to /account and /blokkert; a
 * provider opening the registration is sent to the provider area.
 */
export function decideRoute(location: { pathname: string; search?: string }, user: GuardUser): GuardDecision {
  const { pathname } = location;
  const isProtected = isProtectedPath(pathname);

  if (user.status === 'loading') return isProtected ? { kind: 'wait' } : { kind: 'allow' };

  if (user.status === 'signed-out') {
    if (!isProtected) return { kind: 'allow' };
    return { kind: 'login', to: paths.home, returnTo: `${pathname}${location.search ?? ''}` };
  }

  if (user.isBlocked) {
    return isUnderAnyPath(pathname, blockedUserPaths) ? { kind: 'allow' } : { kind: 'redirect', to: paths.blocked };
  }

  if (isUnderPath(pathname, paths.providerRegistration)) {
    if (user.isProvider === 'loading') return { kind: 'wait' };
    if (user.isProvider) return { kind: 'redirect', to: paths.agent };
  }

  return { kind: 'allow' };
}

/**
 * Where to go after a successful login. Only paths inside this app are accepted, so a crafted
 * return address cannot send someone to another site.
 */
export function returnPathAfterLogin(returnTo: string | null | undefined): string {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) {
    return paths.home;
  }
  return returnTo;
}
