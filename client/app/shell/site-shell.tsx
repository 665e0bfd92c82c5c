import type { ReactNode } from 'react';
import { LazyIncomingCall } from './lazy-incoming-call.tsx';
import { LazyMessagesLink } from './lazy-messages-link.tsx';
import { LazyNotificationBell } from './lazy-notification-bell.tsx';
import { paths } from '#shared/routing/paths.ts';
import { SiteLayout } from '../../components/layout/site-layout.tsx';
import { openModal } from '../../lib/modal-store.ts';
import { useLocation } from '../../lib/navigation.tsx';
import { layoutFor } from '../routing/layout-rules.ts';
import { GuardedPage } from './guarded-page.tsx';
import { useGuardUserContext } from './guard-user-context.ts';

/** The customer-facing pages: header, footer and promo banner where the rules allow. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const user = useGuardUserContext();
  const parts = layoutFor(pathname);
  const blocked = user.status === 'signed-in' && user.isBlocked;
  const live = user.status === 'signed-in' && !blocked;
  return (
    <>
      <SiteLayout
        {...parts}
        isSignedIn={user.status === 'signed-in'}
        accountPath={blocked ? paths.account : paths.accountSettings}
        onLogin={() => openModal('LOGIN')}
        notifications={
          live ? (
            <>
              <LazyMessagesLink to={paths.accountMessages} />
              <LazyNotificationBell />
            </>
          ) : null
        }
      >
        <GuardedPage user={user}>{children}</GuardedPage>
      </SiteLayout>
      {/* Outside the layout, so a call rings on pages without a header too. */}
      {live ? <LazyIncomingCall /> : null}
    </>
  );
}
