import { Navigate } from 'react-router-dom';
import { useLocation } from '../../lib/navigation.tsx';
import { currentPathFor } from '#shared/routing/renamed-paths.ts';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * An address that was renamed (`renamedPaths`): a link to it inside the app lands on the new
 * address, with the rest of the path and the query kept, and the old one leaves no history entry.
 */
export function MovedPage() {
  const { pathname, search, hash } = useLocation();
  const current = currentPathFor(`${pathname}${search}${hash}`);
  return current ? <Navigate to={current} replace /> : <NotFoundPage />;
}
