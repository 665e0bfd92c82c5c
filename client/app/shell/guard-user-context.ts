import { createContext, use } from 'react';
import type { GuardUser } from '../routing/route-guards.ts';

export const GuardUserContext = createContext<GuardUser>({ status: 'loading' });

/** Who is signed in, as the layouts and guards below the root route see it. */
export function useGuardUserContext(): GuardUser {
  return use(GuardUserContext);
}
