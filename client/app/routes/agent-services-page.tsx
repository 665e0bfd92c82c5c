import { ServicesArea } from '../../features/provider-services/components/services-area.tsx';

/** /agent/tjenester/*: the provider's services with add-ons and pictures (spec §2, §3 Service). */
export function AgentServicesPage() {
  return <ServicesArea />;
}
