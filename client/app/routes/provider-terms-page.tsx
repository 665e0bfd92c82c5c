import { paths } from '#shared/routing/paths.ts';
import { LegalDocument } from '../../features/legal/legal-document.tsx';

/** /vilkar/leverandor: the terms a provider accepts when registering. */
export function ProviderTermsPage() {
  return <LegalDocument document="termsProviders" path={paths.termsProviders} />;
}
