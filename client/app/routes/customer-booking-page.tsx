import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSearchParams } from '../../lib/navigation.tsx';
import { CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { queryParams } from '#shared/routing/paths.ts';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { MissingPage, PageLoadError, PageLoading } from '../../components/layout/page-states.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PaymentChecking, PaymentFailed, PaymentUndecided } from '../../components/payments/payment-return-views.tsx';
import { usePaymentReturn } from '../../components/payments/use-payment-return.ts';
import { useBooking } from '../../features/customer-bookings/api/booking.ts';
import { BookingDetails } from '../../features/customer-bookings/components/booking-details.tsx';

/**
 * Whether the address asked for `name=1` when the page opened. The address then forgets it, so
 * going back or reloading shows the booking as it is.
 */
function useOnceFromAddress(name: string): boolean {
  const [search, setSearch] = useSearchParams();
  const [asked] = useState(() => search.get(name) === '1');
  useEffect(() => {
    if (!search.has(name)) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [name, search, setSearch]);
  return asked;
}

/** `/account/bestillinger/:id`: one booking with what the customer may do with it. */
export function CustomerBookingPage() {
  const { t } = useTranslation('bookings');
  const { id = '' } = useParams();
  const query = useBooking(id);
  // Back from the card checkout (`?betaling=<payment>`): how it went, above the booking.
  const [search] = useSearchParams();
  const paymentReturn = usePaymentReturn(search.get('betaling'), id);
  // Straight from accepting an offer (`?betal=1`) the payment opens once; from the "how was it?"
  // notice (`?vurder=1`) the rating does.
  const payOpen = useOnceFromAddress(queryParams.pay);
  const rateOpen = useOnceFromAddress(queryParams.rate);

  if (query.isPending) return <PageLoading label={t('detail.loading')} />;
  if (query.isError) {
    return <PageLoadError title={t('detail.error.title')} text={t('detail.error.text')} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }
  if (!query.data) {
    return <MissingPage icon={<CalendarX2 aria-hidden="true" />} title={t('detail.notFound.title')} text={t('detail.notFound.text')} browseLabel={t('list.browse')} />;
  }
  return (
    <PageContainer className="flex flex-col gap-6 py-8 sm:py-12">
      <PageTitle title={query.data.serviceTitle} />
      {paymentReturn.state === 'checking' ? <PaymentChecking /> : null}
      {paymentReturn.state === 'failed' && query.data.status !== 'confirmed' ? <PaymentFailed booking={query.data} /> : null}
      {paymentReturn.state === 'undecided' ? <PaymentUndecided booking={query.data} onCheckAgain={paymentReturn.checkAgain} /> : null}
      {paymentReturn.state === 'succeeded' ? (
        <Notice role="status" title={t('detail.paid')} />
      ) : null}
      <BookingDetails booking={query.data} payOpen={payOpen} rateOpen={rateOpen} />
    </PageContainer>
  );
}
