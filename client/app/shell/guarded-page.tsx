import { useEffect, type ReactNode } from 'react';
import { PageSpinner } from '../../components/layout/page-spinner.tsx';
import { useAuthStore } from '../../features/auth/store.ts';
import { openModal } from '../../lib/modal-store.ts';
import { useLocation, useNavigate } from '../../lib/navigation.tsx';
import { decideRoute, isProtectedPath, type GuardUser } from '../routing/route-guards.ts';

/** Applies the spec §2 routing rules to the current page (`children`) before showing it. */
export function GuardedPage({ user, children }: { user: GuardUser; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const setReturnTo = useAuthStore((state) => state.setReturnTo);
  const signingOut = useAuthStore((state) => state.signingOut);
  const setSigningOut = useAuthStore((state) => state.setSigningOut);
  const decision = decideRoute(location, user);
  const target = decision.kind === 'redirect' || decision.kind === 'login' ? decision.to : null;
  const returnTo = decision.kind === 'login' ? decision.returnTo : null;
  const onPublicPage = !isProtectedPath(location.pathname);

  useEffect(() => {
    // Someone who just signed out on a private page is on their way home, not asking to log in.
    if (decision.kind === 'login' && returnTo && !signingOut) {
      setReturnTo(returnTo);
      openModal('LOGIN', { returnTo });
    }
    if (onPublicPage && signingOut) setSigningOut(false);
    if (target) void navigate(target, { replace: true });
  }, [decision.kind, target, returnTo, signingOut, onPublicPage, navigate, setReturnTo, setSigningOut]);

  return decision.kind === 'allow' ? children : <PageSpinner />;
}
