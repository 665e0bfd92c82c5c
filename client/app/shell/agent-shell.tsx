import { AgentLayout } from '../../components/layout/agent-layout.tsx';
import { GuardedOutlet } from './guarded-outlet.tsx';
import { LazyIncomingCall } from './lazy-incoming-call.tsx';
import { LazyMessagesNavBadge } from './lazy-messages-link.tsx';
import { LazyNotificationBell } from './lazy-notification-bell.tsx';
import { useGuardUserContext } from './guard-user-context.ts';

/** The provider area (spec §2: /agent has its own layout). */
export function AgentShell() {
  const user = useGuardUserContext();
  const live = user.status === 'signed-in' && !user.isBlocked;
  return (
    <>
      <AgentLayout notifications={live ? <LazyNotificationBell tone="dark" /> : null} messagesBadge={live ? <LazyMessagesNavBadge /> : null}>
        <GuardedOutlet user={user} />
      </AgentLayout>
      {live ? <LazyIncomingCall /> : null}
    </>
  );
}
