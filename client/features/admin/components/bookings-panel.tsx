import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../lib/navigation.tsx';
import type { Booking } from '#shared/bookings/booking.schema.ts';
import { queryParams } from '#shared/routing/paths.ts';
import { BookingStatusBadge } from '../../../components/bookings/booking-status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { parseKronerToOre } from '../../../lib/parse-amount.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAdminBooking, useCancelBookingAsAdmin, useReplaceProvider } from '../api/admin-api.ts';
import { AmountAndReasonDialog, Details, WrittenReasonDialog, useDateTime } from './admin-bits.tsx';
import { AttentionBookings } from './attention-bookings.tsx';
import { GoodwillRefundDialog } from './goodwill-refund-dialog.tsx';

/** Statuses support can still cancel from; the rest are over. */
const cancellable = new Set(['hold', 'awaiting_provider', 'awaiting_payment', 'confirmed', 'paused']);
const paidStatuses = new Set(['confirmed', 'paused']);
/** Paid and not cancelled: what a goodwill refund leaves as it is. */
const goodwillStatuses = new Set(['confirmed', 'done']);
const minReasonLength = 10;

/**
 * Support finds a booking by the order number a customer or provider quotes and can cancel it
 * for a provider (who cannot cancel themselves, spec §6), choosing what the customer gets back,
 * or give money back on a paid booking that stays. The order number sits in the address
 * (`?ordrenummer=`), so the payments tab can link to a booking.
 */
export function BookingsPanel() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const orderNumber = (search.get(queryParams.orderNumber) ?? '').trim().toUpperCase();
  const [typed, setTyped] = useState(orderNumber);
  const booking = useAdminBooking(orderNumber);

  return (
    <section aria-labelledby="bookings-title" className="flex flex-col gap-4">
      <h2 id="bookings-title" className="text-2xl font-semibold text-ink">
        {t('bookings.title')}
      </h2>
      <p className="text-base text-ink-muted">{t('bookings.lead')}</p>
      <form
        role="search"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const wanted = typed.trim().toUpperCase();
          setSearch(wanted ? { [queryParams.orderNumber]: wanted } : {}, { replace: true });
        }}
      >
        <Input className="flex-1" label={t('bookings.orderNumber')} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        <Button type="submit" variant="secondary">
          {t('bookings.find')}
        </Button>
      </form>
      {!orderNumber ? null : booking.isError ? (
        <Notice tone="danger" role="alert" title={t('loadError')} />
      ) : booking.isPending ? (
        <Spinner className="size-6 text-primary-700" />
      ) : booking.data === null ? (
        <p role="status" className="text-base text-ink-muted">
          {t('bookings.notFound', { orderNumber })}
        </p>
      ) : (
        <BookingCard booking={booking.data} />
      )}
      <AttentionBookings />
    </section>
  );
}

function BookingCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const dateTime = useDateTime();
  const [cancelling, setCancelling] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [replacing, setReplacing] = useState(false);
  // A booking that has started is refused by the server with its own sentence; the button only hides what can never work.
  const replaceable = booking.status === 'confirmed' && !booking.replacementPending;
  return (
    <article aria-labelledby="booking-found" className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="booking-found" className="text-xl font-semibold text-ink">
          {t('bookings.heading', { orderNumber: booking.orderNumber, service: booking.serviceTitle })}
        </h3>
        <BookingStatusBadge status={booking.status} />
      </div>
      <Details
        items={[
          { label: t('bookings.provider'), value: booking.providerName },
          { label: t('bookings.customer'), value: booking.customerName },
          { label: t('bookings.time'), value: dateTime(new Date(booking.startsAt)) },
          { label: t('bookings.price'), value: formatMoney(booking.priceOre, language) },
          { label: t('bookings.policy'), value: t(`bookings.policies.${booking.cancellationPolicy}`) },
          ...(booking.replacementPending ? [{ label: t('bookings.replace.pending'), value: t('bookings.replace.pendingText') }] : []),
          ...(booking.refund && goodwillStatuses.has(booking.status) ? [{ label: t('bookings.goodwill.refunded'), value: t('audit.yes') }] : []),
          ...(booking.whoCancelled
            ? [{ label: t('bookings.cancelledBy'), value: `${t(`bookings.who.${booking.whoCancelled}`)}${booking.cancellationFeeOre !== null ? ` · ${t('bookings.fee', { amount: formatMoney(booking.cancellationFeeOre, language) })}` : ''}` }]
            : []),
        ]}
      />
      {cancellable.has(booking.status) || goodwillStatuses.has(booking.status) ? (
        <div className="flex flex-wrap gap-3">
          {goodwillStatuses.has(booking.status) ? (
            <Button variant="secondary" onClick={() => setRefunding(true)}>
              {t('bookings.goodwill.open')}
            </Button>
          ) : null}
          {replaceable ? (
            <Button variant="secondary" onClick={() => setReplacing(true)}>
              {t('bookings.replace.open')}
            </Button>
          ) : null}
          {cancellable.has(booking.status) ? (
            <Button variant="danger" onClick={() => setCancelling(true)}>
              {t('bookings.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {cancelling ? <CancelDialog booking={booking} onDone={() => setCancelling(false)} /> : null}
      {refunding ? <GoodwillRefundDialog booking={booking} onDone={() => setRefunding(false)} /> : null}
      {replacing ? <ReplaceProviderDialog booking={booking} onDone={() => setReplacing(false)} /> : null}
    </article>
  );
}

function CancelDialog({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const language = useLanguage();
  const errorText = useErrorText();
  const cancel = useCancelBookingAsAdmin();
  const paid = paidStatuses.has(booking.status);
  const maxOre = paid ? booking.priceOre : 0;
  const [refund, setRefund] = useState(String(maxOre / 100).replace('.', ','));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ refund?: string; reason?: string }>({});
  const busy = cancel.isPending;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refundOre = parseKronerToOre(refund);
    const next: typeof errors = {};
    if (refundOre === null) next.refund = t('common.field.number');
    else if (refundOre > maxOre) next.refund = t('bookings.refundTooHigh', { amount: formatMoney(maxOre, language) });
    if (reason.trim().length < minReasonLength) next.reason = t('bookings.reasonTooShort', { count: minReasonLength });
    setErrors(next);
    if (refundOre === null || next.refund || next.reason) return;
    cancel.mutate(
      { id: booking.id, refundOre, reason: reason.trim() },
      {
        onSuccess: () => {
          showToast({ title: t('bookings.cancelledToast', { orderNumber: booking.orderNumber }), tone: 'success' });
          onDone();
        },
        onError: (error) => showToast({ title: errorText(error), tone: 'error' }),
      },
    );
  };

  return (
    <AmountAndReasonDialog
      formId="admin-cancel-booking"
      title={t('bookings.cancelTitle', { orderNumber: booking.orderNumber })}
      description={paid ? t('bookings.cancelPaid', { amount: formatMoney(booking.priceOre, language) }) : t('bookings.cancelUnpaid')}
      confirmLabel={t('bookings.cancelConfirm')}
      amount={{ label: t('bookings.refund'), hint: t('bookings.refundHint', { amount: formatMoney(maxOre, language) }), value: refund, error: errors.refund, onChange: setRefund }}
      amountDisabled={!paid}
      reason={{ label: t('bookings.reason'), hint: t('bookings.reasonHint'), value: reason, error: errors.reason, onChange: setReason }}
      busy={busy}
      onSubmit={submit}
      onClose={onDone}
    />
  );
}

/** Support takes the provider off a paid booking; the customer gets offers at the same price from others. */
function ReplaceProviderDialog({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const errorText = useErrorText();
  const replace = useReplaceProvider();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim().length < minReasonLength) {
      setError(t('bookings.reasonTooShort', { count: minReasonLength }));
      return;
    }
    setError(undefined);
    replace.mutate(
      { id: booking.id, reason: reason.trim() },
      {
        onSuccess: () => {
          showToast({ title: t('bookings.replace.done', { orderNumber: booking.orderNumber }), tone: 'success' });
          onDone();
        },
        onError: (failure) => setProblem(errorText(failure)),
      },
    );
  };

  return (
    <WrittenReasonDialog
      formId="admin-replace-provider"
      title={t('bookings.replace.title', { orderNumber: booking.orderNumber })}
      description={t('bookings.replace.description', { provider: booking.providerName, amount: formatMoney(booking.priceOre, language) })}
      label={t('bookings.replace.reason')}
      hint={t('bookings.replace.reasonHint')}
      confirmLabel={t('bookings.replace.confirm')}
      value={reason}
      error={error}
      problem={problem}
      busy={replace.isPending}
      onChange={setReason}
      onSubmit={submit}
      onClose={onDone}
    />
  );
}
