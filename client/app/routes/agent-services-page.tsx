export function AgentServicesPage() {
  return null;
}
