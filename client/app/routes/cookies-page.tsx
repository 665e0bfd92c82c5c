import { paths } from '#shared/routing/paths.ts';
import { LegalDocument } from '../../features/legal/legal-document.tsx';

/** /informasjonskapsler: the cookies we set. */
export function CookiesPage() {
  return <LegalDocument document="cookies" path={paths.cookies} />;
}
