import { paths } from '#shared/routing/paths.ts';
import { LegalDocument } from '../../features/legal/legal-document.tsx';

/** /personvern: what is stored, why, how long, and the rights the account page gives. */
export function PrivacyPage() {
  return <LegalDocument document="privacy" path={paths.privacy} />;
}
