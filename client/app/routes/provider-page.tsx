import { useParams } from '../../lib/navigation.tsx';
import { ProviderProfileView } from '../../features/provider-profile/components/provider-profile-view.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** /tilbyder/:id: a provider's public profile (spec §2); the id may also be the slug. */
export function ProviderPage() {
  const { id } = useParams();
  if (!id) return <NotFoundPage />;
  // Keyed by the address so moving between profiles starts each one fresh (sort, scroll state).
  return <ProviderProfileView key={id} idOrSlug={id} />;
}
