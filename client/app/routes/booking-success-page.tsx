import { useParams } from 'react-router-dom';
import { BookingDoneView } from '../../features/service-page/components/booking-done.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** /bestilling/:id: the confirmation after a booking or a request (spec §2). */
export function BookingSuccessPage() {
  const { id } = useParams();
  if (!id) return <NotFoundPage />;
  return <BookingDoneView key={id} bookingId={id} />;
}
