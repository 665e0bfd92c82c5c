export function AgentAvailabilityPage() {
  return null;
}
