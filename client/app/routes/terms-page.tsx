import { paths } from '#shared/routing/paths.ts';
import { LegalDocument } from '../../features/legal/legal-document.tsx';

/** /vilkar: the terms a customer accepts when booking. */
export function TermsPage() {
  return <LegalDocument document="termsCustomers" path={paths.termsCustomers} />;
}
