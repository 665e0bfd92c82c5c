import { useLocation } from 'react-router-dom';
import { SiteLayout } from '../../components/layout/site-layout.tsx';
import { openModal } from '../../lib/modal-store.ts';
import { layoutFor } from '../routing/layout-rules.ts';
import { GuardedOutlet } from './guarded-outlet.tsx';
import { useGuardUserContext } from './guard-user-context.ts';

/** The customer-facing pages: header, footer and promo banner where the rules allow. */
export function SiteShell() {
  const { pathname } = useLocation();
  const user = useGuardUserContext();
  const parts = layoutFor(pathname);
  return (
    <SiteLayout {...parts} isSignedIn={user.status === 'signed-in'} onLogin={() => openModal('LOGIN')}>
      <GuardedOutlet user={user} />
    </SiteLayout>
  );
}
