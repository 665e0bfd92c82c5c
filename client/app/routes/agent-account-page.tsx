export function AgentAccountPage() {
  return null;
}
