import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
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

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      email: null,
      newAccount: false,
      asBusiness: false,
      mode: 'consumer',
      returnTo: null,
      signingOut: false,
      setUser: (user) => set(user ? { user, newAccount: false, signingOut: false } : { user: null }),
      setNewAccount: (email) => set({ email, newAccount: email !== null }),
      setAsBusiness: (asBusiness) => set({ asBusiness }),
      setMode: (mode) => set({ mode }),
      setReturnTo: (returnTo) => set({ returnTo }),
      setSigningOut: (signingOut) => set({ signingOut }),
    }),
    {
      name: 'auth',
      version: 1,
      // Only the chosen view survives a reload; who is signed in always comes from the server.
      partialize: (state) => ({ mode: state.mode }),
      storage: createJSONStorage(() => localStorage),
    },
  ),
);
