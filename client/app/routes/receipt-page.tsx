import { useParams } from 'react-router-dom';
import { ReceiptView } from '../../features/account-payments/components/receipt-view.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** `/account/betalinger/kvitteringer/:bookingId`: one printable receipt. */
export function ReceiptPage() {
  const { bookingId } = useParams();
  if (!bookingId) return <NotFoundPage />;
  return <ReceiptView key={bookingId} bookingId={bookingId} />;
}
