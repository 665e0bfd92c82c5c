import type { ReactNode } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { ArrowLeft, CalendarPlus, ReceiptText, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isFinished } from '#shared/bookings/booking-status.ts';
import { accountSubscriptionPath, paths, receiptPath, servicePath } from '#shared/routing/paths.ts';
import { OpenChatButton } from '../../../components/chat/open-chat-button.tsx';
import { PaymentDeadline, ProviderAnswerDeadline } from '../../../components/bookings/booking-deadline.tsx';
import { BookingStatusBadge } from '../../../components/bookings/booking-status-badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { CustomerBooking } from '../api/booking-types.ts';
import { useWhenText } from '../lib/use-booking-text.ts';
import { BookingDiscountSection } from './booking-discount-section.tsx';
import { BookingOutcome } from './booking-outcome.tsx';
import { BookingPrice } from './booking-price.tsx';
import { BookingRatingSection } from './booking-rating.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import { CancellationPolicyText } from './cancellation-policy.tsx';
import { CancellationOutlookNote } from '../../../components/bookings/cancellation-outlook.tsx';
import { ChangeTimeDialog } from '../../../components/bookings/change-time-dialog.tsx';
import { PayDialog } from './pay-dialog.tsx';
import { SubscriptionDeliveries } from './subscription-deliveries.tsx';

/** `GET /api/booking/:id/calendar.ics`: the booking as a file the phone or computer adds to its calendar. */
const bookingCalendarUrl = (bookingId: string) => `/api/booking/${encodeURIComponent(bookingId)}/calendar.ics`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card padding="lg" className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      {children}
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-ink-muted sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/**
 * Everything about one booking for its customer, with what they may do now (`booking.actions`).
 * `payOpen` opens the payment at once (the customer just accepted an offer and goes on to pay);
 * `rateOpen` the rating of a done booking (from the "how was it?" notice).
 */
export function BookingDetails({ booking, payOpen = false, rateOpen = false }: { booking: CustomerBooking; payOpen?: boolean; rateOpen?: boolean }) {
  const { t } = useTranslation('bookings');
  const when = useWhenText();
  const { actions } = booking;
  const place = booking.deliveryPlace;
  // Discounts change the price, so only until it is paid.
  const discountable = actions.pay || booking.status === 'awaiting_provider';
  const finished = isFinished(booking.status);
  return (
    <div className="flex flex-col gap-6">
      <Link to={paths.accountBookings} className="inline-flex min-h-touch items-center gap-2 self-start font-medium text-primary-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">{booking.serviceTitle}</h1>
          <BookingStatusBadge status={booking.status} whoCancelled={booking.whoCancelled} className="text-sm" />
        </div>
        <p className="text-ink-muted">{t('detail.orderNumber', { number: booking.orderNumber })}</p>
        {booking.status === 'awaiting_provider' && booking.providerAnswerBy ? (
          <ProviderAnswerDeadline answerBy={booking.providerAnswerBy} className="font-medium text-warning-700" />
        ) : null}
        {booking.status === 'awaiting_payment' && booking.paymentDueBy ? (
          <PaymentDeadline dueBy={booking.paymentDueBy} className="font-medium text-warning-700" />
        ) : null}
      </div>
      <BookingOutcome booking={booking} />
      {actions.pay || actions.cancel || actions.changeTime || !finished || booking.receiptAvailable || booking.publicServiceSlug ? (
        <section aria-label={t('detail.actions')} className="flex flex-wrap gap-3">
          {actions.pay ? <PayDialog booking={booking} defaultOpen={payOpen} /> : null}
          {actions.changeTime ? <ChangeTimeDialog booking={booking} /> : null}
          {actions.cancel ? <CancelDialog bookingId={booking.id} /> : null}
          {finished ? null : (
            <a href={bookingCalendarUrl(booking.id)} download className={buttonClasses('secondary')}>
              <CalendarPlus aria-hidden="true" className="size-5" />
              {t('detail.addToCalendar')}
            </a>
          )}
          {booking.receiptAvailable ? (
            <Link to={receiptPath(booking.id)} className={buttonClasses('secondary')}>
              <ReceiptText aria-hidden="true" className="size-5" />
              {t('detail.receipt')}
            </Link>
          ) : null}
          {booking.publicServiceSlug ? (
            <Link to={servicePath(booking.publicServiceSlug)} className={buttonClasses('secondary')}>
              <RotateCcw aria-hidden="true" className="size-5" />
              {t('detail.bookAgain')}
            </Link>
          ) : null}
        </section>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Section title={t('detail.summary')}>
            <dl className="flex flex-col gap-3 text-base">
              <Fact label={t('detail.service')}>{booking.serviceTitle}</Fact>
              <Fact label={t('detail.provider')}>
                <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  {booking.providerName}
                  <OpenChatButton with={{ providerId: booking.providerId }} size="sm" />
                </span>
              </Fact>
              <Fact label={t('detail.when')}>{when(booking)}</Fact>
              <Fact label={t('detail.address')}>
                {place.street}, {place.postalCode} {place.place}
              </Fact>
              {booking.participants !== null ? <Fact label={t('detail.participants')}>{booking.participants}</Fact> : null}
              {booking.note ? <Fact label={t('detail.note')}>{booking.note}</Fact> : null}
              {booking.subscription ? (
                <Fact label={t('detail.subscription.title')}>
                  <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
                    {t(`detail.subscription.frequency.${booking.subscription.frequency}`)}
                    <Link to={accountSubscriptionPath(booking.subscription.id)} className="font-semibold text-primary-700 underline">
                      {t('detail.subscription.link')}
                    </Link>
                  </span>
                </Fact>
              ) : null}
            </dl>
          </Section>
          {booking.subscription && booking.subscription.deliveries.length > 0 ? (
            <Section title={t('detail.subscription.deliveries')}>
              <SubscriptionDeliveries deliveries={booking.subscription.deliveries} />
            </Section>
          ) : null}
          {discountable ? (
            <Section title={t('discount.title')}>
              <BookingDiscountSection booking={booking} />
            </Section>
          ) : null}
          {!finished && booking.checklist.length > 0 ? (
            <Section title={t('detail.checklist')}>
              <ul className="list-disc space-y-1 pl-5 text-base text-ink-soft">
                {booking.checklist.map((line, index) => (
                  <li key={`${line}-${index}`}>{line}</li>
                ))}
              </ul>
            </Section>
          ) : null}
          {booking.included.length > 0 ? (
            <Section title={t('detail.included')}>
              <ul className="list-disc space-y-1 pl-5 text-base text-ink-soft">
                {booking.included.map((line, index) => (
                  <li key={`${line}-${index}`}>{line}</li>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>
        <div className="flex flex-col gap-6">
          {booking.status === 'done' && booking.viewerRole === 'customer' ? (
            <Section title={t('rating.section')}>
              <BookingRatingSection bookingId={booking.id} openRating={rateOpen} />
            </Section>
          ) : null}
          <Section title={t('detail.price.title')}>
            <BookingPrice booking={booking} />
          </Section>
          {finished ? null : (
            <Section title={t('detail.policy.title')}>
              {booking.status === 'confirmed' && actions.cancel ? (
                <CancellationOutlookNote policy={booking.cancellationPolicy} priceOre={booking.priceOre} startsAt={new Date(booking.startsAt)} confirmed />
              ) : null}
              <CancellationPolicyText policy={booking.cancellationPolicy} confirmed={booking.status === 'confirmed'} />
            </Section>
          )}
        </div>
      </div>
    </div>
  );
}
