import { safeReturnPath } from '#shared/auth/auth.schema.ts';

const storageKey = 'oidcReturnTo';

/**
 * The third-party login leaves the app for a full page. A person who turns out to be new comes
 * back to /verify to create an account; this remembers where they were going for that case.
 */
export function rememberOidcReturnTo(path: string): void {
  try {
    sessionStorage.setItem(storageKey, path);
  } catch {
    // Storage can be switched off; the person then continues on the front page.
  }
}

/** The remembered page, only when it is a path inside the app. */
export function readOidcReturnTo(): string | null {
  try {
    return safeReturnPath(sessionStorage.getItem(storageKey));
  } catch {
    return null;
  }
}
