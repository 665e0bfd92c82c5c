import type { ReactNode } from 'react';
import { paths } from '#shared/routing/paths.ts';
import { AgentLayout } from '../../components/layout/agent-layout.tsx';
import { GuardedPage } from './guarded-page.tsx';
import { LazyIncomingCall } from './lazy-incoming-call.tsx';
import { LazyMessagesNavBadge } from './lazy-messages-link.tsx';
import { LazyNotificationBell } from './lazy-notification-bell.tsx';
import { LazyOffersNavBadge } from './lazy-offers-badge.tsx';
import { useGuardUserContext } from './guard-user-context.ts';

/** The provider area (spec §2: /agent has its own layout). */
export function AgentShell({ children }: { children: ReactNode }) {
  const user = useGuardUserContext();
  const live = user.status === 'signed-in' && !user.isBlocked;
  return (
    <>
      <AgentLayout
        notifications={live ? <LazyNotificationBell tone="dark" /> : null}
        badges={{
          [paths.agentMessages]: live ? <LazyMessagesNavBadge /> : null,
          // Only someone who has a provider has requests to answer.
          [paths.agentOffers]: live && user.isProvider === true ? <LazyOffersNavBadge /> : null,
        }}
      >
        <GuardedPage user={user}>{children}</GuardedPage>
      </AgentLayout>
      {live ? <LazyIncomingCall /> : null}
    </>
  );
}
