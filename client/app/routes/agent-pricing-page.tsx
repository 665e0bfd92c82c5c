export function AgentPricingPage() {
  return null;
}
