import { AvailabilityArea } from '../../features/provider-schedule/components/availability-area.tsx';

/** /agent/tilgjengelighet/*: the provider's general availability and a calendar of the coming weeks. */
export function AgentAvailabilityPage() {
  return <AvailabilityArea />;
}
