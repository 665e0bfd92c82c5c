import { useParams } from 'react-router-dom';
import { TestCheckoutView } from '../../features/test-gateway/components/test-checkout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** /testbetaling/:sessionId: the local test gateway's card checkout (never in production). */
export function TestCheckoutPage() {
  const { sessionId } = useParams();
  if (!sessionId) return <NotFoundPage />;
  return <TestCheckoutView key={sessionId} sessionId={sessionId} />;
}
