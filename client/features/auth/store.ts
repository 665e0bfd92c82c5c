import { create } from 'zustand';
import type { CurrentUser } from './api/get-current-user.ts';

/** Which side of the product the person is looking at (spec §2: switch customer/provider view). */
export type AuthMode = 'consumer' | 'provider';

/** Client auth state, spec §3: user, email, newAccount, asBusiness (false), mode ('consumer'). */
export type AuthState = {
  user: CurrentUser | null;
  /** E-mail from a login link that belongs to no account yet (sign-up continues with it). */
  email: string | null;
  newAccount: boolean;
  asBusiness: boolean;
  mode: AuthMode;
  /** The protected page a signed-out visitor tried to open; visited again after login. */
  returnTo: string | null;
  /**
   * The person just signed out on a private page: the guards send them home without asking them
   * to log in again. Cleared on the next public page or sign-in.
   */
  signingOut: boolean;
  setUser: (user: CurrentUser | null) => void;
  setNewAccount: (email: string | null) => void;
  setAsBusiness: (asBusiness: boolean) => void;
  setMode: (mode: AuthMode) => void;
  setReturnTo: (path: string | null) => void;
  setSigningOut: (signingOut: boolean) => void;
};

/** Where the chosen view is kept, in the shape zustand's `persist` wrote it, so a view chosen before still holds. */
const savedViewKey = 'auth';

// Only the chosen view survives a reload; who is signed in always comes from the server. Kept by
// hand rather than with zustand's `persist`, which would put 0.7 KB in every page's first download for one field.
function savedMode(): AuthMode {
  try {
    const saved = JSON.parse(localStorage.getItem(savedViewKey) ?? 'null') as { state?: { mode?: unknown } } | null;
    return saved?.state?.mode === 'provider' ? 'provider' : 'consumer';
  } catch {
    // No storage (the server, a private window that refuses it) or something else under the key.
    return 'consumer';
  }
}

function saveMode(mode: AuthMode): void {
  try {
    localStorage.setItem(savedViewKey, JSON.stringify({ state: { mode }, version: 1 }));
  } catch {
    // The view then lasts until the page is closed.
  }
}

export const useAuthStore = create<AuthState>()((set) => ({
  user: null,
  email: null,
  newAccount: false,
  asBusiness: false,
  mode: savedMode(),
  returnTo: null,
  signingOut: false,
  setUser: (user) => set(user ? { user, newAccount: false, signingOut: false } : { user: null }),
  setNewAccount: (email) => set({ email, newAccount: email !== null }),
  setAsBusiness: (asBusiness) => set({ asBusiness }),
  setMode: (mode) => {
    saveMode(mode);
    set({ mode });
  },
  setReturnTo: (returnTo) => set({ returnTo }),
  setSigningOut: (signingOut) => set({ signingOut }),
}));
