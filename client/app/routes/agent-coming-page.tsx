export function AgentComingPage() {
  return null;
}
