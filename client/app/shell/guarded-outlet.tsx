import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../components/layout/page-spinner.tsx';
import { useAuthStore } from '../../features/auth/store.ts';
import { openModal } from '../../lib/modal-store.ts';
import { decideRoute, type GuardUser } from '../routing/route-guards.ts';

/** Applies the spec §2 routing rules to the current page before showing it. */
export function GuardedOutlet({ user }: { user: GuardUser }) {
  const location = useLocation();
  const navigate = useNavigate();
  const setReturnTo = useAuthStore((state) => state.setReturnTo);
  const decision = decideRoute(location, user);
  const target = decision.kind === 'redirect' || decision.kind === 'login' ? decision.to : null;
  const returnTo = decision.kind === 'login' ? decision.returnTo : null;

  useEffect(() => {
    if (decision.kind === 'login' && returnTo) {
      setReturnTo(returnTo);
      openModal('LOGIN', { returnTo });
    }
    if (target) void navigate(target, { replace: true });
  }, [decision.kind, target, returnTo, navigate, setReturnTo]);

  return decision.kind === 'allow' ? <Outlet /> : <PageSpinner />;
}
