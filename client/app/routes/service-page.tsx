import { useParams } from '../../lib/navigation.tsx';
import { ServicePageView } from '../../features/service-page/components/service-page-view.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** /service/:id: one service with its booking card (spec §2); the id may also be the slug. */
export function ServicePage() {
  const { id } = useParams();
  if (!id) return <NotFoundPage />;
  // Keyed by the address so moving between services starts each page from the top state.
  return <ServicePageView key={id} idOrSlug={id} />;
}
