import { AgentLayout } from '../../components/layout/agent-layout.tsx';
import { GuardedOutlet } from './guarded-outlet.tsx';
import { LazyNotificationBell } from './lazy-notification-bell.tsx';
import { useGuardUserContext } from './guard-user-context.ts';

/** The provider area (spec §2: /agent has its own layout). */
export function AgentShell() {
  const user = useGuardUserContext();
  return (
    <AgentLayout notifications={user.status === 'signed-in' && !user.isBlocked ? <LazyNotificationBell tone="dark" /> : null}>
      <GuardedOutlet user={user} />
    </AgentLayout>
  );
}
