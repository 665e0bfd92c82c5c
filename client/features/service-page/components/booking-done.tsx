import { Link, useSearchParams } from '../../../lib/navigation.tsx';
import { CircleCheck, Hourglass, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths, servicePath } from '#shared/routing/paths.ts';
import { MissingPage, PageLoadError } from '../../../components/layout/page-states.tsx';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PaymentChecking, PaymentFailed, PaymentUndecided } from '../../../components/payments/payment-return-views.tsx';
import { usePaymentReturn } from '../../../components/payments/use-payment-return.ts';
import { formatDate, formatLongDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type BookingView, useBooking } from '../../../components/bookings/use-booking.ts';

/** Spec §2: after booking or requesting, what was booked and what happens next. */
export function BookingDoneView({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('booking');
  const query = useBooking(bookingId);
  const [search] = useSearchParams();
  const paymentReturn = usePaymentReturn(search.get('betaling'), bookingId);
  if (query.isPending) {
    return (
      <PageContainer className="flex max-w-2xl flex-col gap-4 py-10">
        <div role="status" aria-label={t('success.loading')} className="flex flex-col gap-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      </PageContainer>
    );
  }
  if (query.isError) return <PageLoadError title={t('success.notFoundTitle')} text={t('success.notFoundText')} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  if (!query.data) return <MissingPage icon={<SearchX aria-hidden="true" />} title={t('success.notFoundTitle')} text={t('success.notFoundText')} browseLabel={t('success.myBookings')} />;
  const booking = query.data;
  // Back from the card checkout: the booking is confirmed once the payment has gone through.
  const unpaid = booking.status === 'hold' || (booking.status === 'awaiting_payment' && paymentReturn.state !== 'none');
  if (unpaid || paymentReturn.state === 'checking') {
    const { state } = paymentReturn;
    return (
      <PageContainer className="flex max-w-2xl flex-col gap-6 py-10 sm:py-14">
        <PageTitle title={t(state === 'failed' ? 'paymentReturn.failedTitle' : 'paymentReturn.title')} />
        {state === 'failed' ? (
          <PaymentFailed booking={booking} heading="h1" />
        ) : state === 'checking' || state === 'succeeded' ? (
          <>
            <h1 className="text-3xl font-bold tracking-tight text-ink">{t('paymentReturn.title')}</h1>
            <PaymentChecking />
          </>
        ) : (
          <>
            <h1 className="text-3xl font-bold tracking-tight text-ink">{t('paymentReturn.title')}</h1>
            <PaymentUndecided booking={booking} onCheckAgain={paymentReturn.state === 'undecided' ? paymentReturn.checkAgain : undefined} />
          </>
        )}
        <UnpaidSummary booking={booking} />
        <Link to={paths.accountBookings} className={buttonClasses('secondary', 'md', 'self-start')}>
          {t('success.myBookings')}
        </Link>
      </PageContainer>
    );
  }
  return <BookingDone booking={booking} />;
}

/** What the unpaid booking is, so the customer knows what they are paying for. */
function UnpaidSummary({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const starts = new Date(booking.startsAt);
  const ends = new Date(booking.endsAt);
  const rows: Array<[string, string]> = [
    [t('success.service'), booking.serviceTitle],
    [t('success.time'), t('timeRange', { date: formatDate(starts, language), from: formatTime(starts, language), to: formatTime(ends, language) })],
    [t('success.price'), formatMoney(booking.priceOre, language)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-border bg-surface p-5 shadow-xs sm:grid-cols-[auto_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-ink-muted sm:text-base">{label}</dt>
          <dd className="font-semibold break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function BookingDone({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const confirmed = booking.status === 'confirmed';
  const starts = new Date(booking.startsAt);
  const ends = new Date(booking.endsAt);
  const title = t(confirmed ? 'success.titleConfirmed' : 'success.titleRequested');
  const answerBy = booking.providerAnswerBy ? new Date(booking.providerAnswerBy) : null;
  const rows: Array<[string, string]> = [
    [t('success.orderNumber'), booking.orderNumber],
    [t('success.service'), booking.serviceTitle],
    [t('success.provider'), booking.providerName],
    [t('success.time'), t('timeRange', { date: formatDate(starts, language), from: formatTime(starts, language), to: formatTime(ends, language) })],
    [t('success.address'), [booking.deliveryPlace.street, `${booking.deliveryPlace.postalCode} ${booking.deliveryPlace.place}`.trim()].join(', ')],
    ...(booking.discountOre > 0
      ? ([
          [t('success.listPrice'), formatMoney(booking.listPriceOre, language)],
          [booking.promoCode ? t('success.discountCode', { code: booking.promoCode }) : t('success.discount'), `−${formatMoney(booking.discountOre, language)}`],
        ] as Array<[string, string]>)
      : []),
    [t('success.price'), formatMoney(booking.priceOre, language)],
    [t('success.vat'), formatMoney(booking.vatOre, language)],
  ];
  if (confirmed) rows.push([t('success.paymentMethod'), t(booking.paymentMethod === 'invoice' ? 'payment.invoice' : 'payment.card')]);

  return (
    <PageContainer className="flex max-w-2xl flex-col gap-8 py-10 sm:py-14">
      <PageTitle title={title} />
      <div className="flex flex-col items-start gap-4">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          {confirmed ? <CircleCheck aria-hidden="true" className="size-8" /> : <Hourglass aria-hidden="true" className="size-8" />}
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      </div>
      <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-border bg-surface p-5 shadow-xs sm:grid-cols-[auto_minmax(0,1fr)] sm:p-6">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-ink-muted sm:text-base">{label}</dt>
            <dd className="font-semibold break-words text-ink" data-testid={label === t('success.orderNumber') ? 'order-number' : undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="booking-next-title" className="flex flex-col gap-2">
        <h2 id="booking-next-title" className="text-xl font-semibold text-ink">
          {t('success.next')}
        </h2>
        {confirmed ? (
          <>
            <p className="text-ink-soft">{t('success.nextConfirmed')}</p>
            <p className="text-ink-soft">{t('success.nextConfirmedEmail')}</p>
          </>
        ) : (
          <>
            <p className="text-ink-soft">
              {t('success.nextRequested', { deadline: answerBy ? `${formatLongDate(answerBy, language)} ${formatTime(answerBy, language)}` : '' })}
            </p>
            <p className="text-ink-soft">{t('success.nextRequestedPay')}</p>
          </>
        )}
      </section>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.accountBookings} className={buttonClasses('primary')}>
          {t('success.myBookings')}
        </Link>
        {booking.serviceId ? (
          <Link to={servicePath(booking.serviceId)} className={buttonClasses('secondary')}>
            {t('success.backToService')}
          </Link>
        ) : null}
      </div>
    </PageContainer>
  );
}
