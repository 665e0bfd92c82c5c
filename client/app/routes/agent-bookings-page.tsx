import { useAuthConfig } from '../../features/auth/api/get-auth-config.ts';
import { BookingsArea } from '../../features/provider-bookings/components/bookings-area.tsx';
import { appConfig } from '../../lib/config.ts';

/** /agent/bestillinger/*: requests, calendar and bookings (spec §2 Provider dashboard: bookings). */
export function AgentBookingsPage() {
  const { config } = useAuthConfig();
  // Providers cannot cancel (spec §6); support can, so its address is where "cancel" would be.
  return <BookingsArea supportEmail={config?.supportEmail ?? appConfig.supportEmail} />;
}
