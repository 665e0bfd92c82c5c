import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
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

/** `/account/bestillinger/:id`: one booking with what the customer may do with it. */
export function CustomerBookingPage() {
  const { t } = useTranslation('bookings');
  const { id = '' } = useParams();
  const query = useBooking(id);
  // Back from the card checkout (`?betaling=<payment>`): how it went, above the booking.
  const [search, setSearch] = useSearchParams();
  const paymentReturn = usePaymentReturn(search.get('betaling'), id);
  // Straight from accepting an offer (`?betal=1`): the payment opens once; the address forgets it,
  // so going back or reloading shows the booking as it is.
  const [payOpen] = useState(() => search.get(queryParams.pay) === '1');
  useEffect(() => {
    if (!search.has(queryParams.pay)) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(queryParams.pay);
        return next;
      },
      { replace: true },
    );
  }, [search, setSearch]);

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
      <BookingDetails booking={query.data} payOpen={payOpen} />
    </PageContainer>
  );
}
