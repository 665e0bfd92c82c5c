import { useState, type ReactNode } from 'react';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import { OpenChatButton } from '../../../components/chat/open-chat-button.tsx';
import { ChangeTimeDialog } from '../../../components/bookings/change-time-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDate, formatLongDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useBookingCommand, type BookingCommand, type ProviderBooking } from '../api/provider-bookings.ts';
import { DeclineDialog } from './decline-dialog.tsx';
import { NotDoneDialog } from './not-done-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TimeLeft } from './time-left.tsx';

/** Statuses where a customer could still cancel; the provider is sent to support instead (spec §6). */
const openStatuses: readonly BookingStatus[] = ['hold', 'awaiting_provider', 'awaiting_payment', 'confirmed', 'paused'];

type Dialogs = 'decline' | 'not-done' | null;

/** One booking as its provider sees it, with what they may do now (`booking.actions`). */
export function BookingDetail({ booking, supportEmail }: { booking: ProviderBooking; supportEmail: string }) {
  const { t } = useTranslation('agentBookings');
  const language = useLanguage();
  const errorText = useErrorText();
  const command = useBookingCommand();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [running, setRunning] = useState<BookingCommand['kind'] | null>(null);

  const run = (next: BookingCommand, success: string) => {
    setRunning(next.kind);
    command.mutate(
      { id: booking.id, command: next },
      {
        onSuccess: () => {
          setDialog(null);
          showToast({ title: success, tone: 'success' });
        },
        onSettled: () => setRunning(null),
      },
    );
  };
  const openDialog = (next: Dialogs) => {
    command.reset();
    setDialog(next);
  };
  // Errors of a dialog's command are shown in the dialog; the others on the page.
  const pageError = command.isError && dialog === null ? command.error : null;
  const addonsTotal = booking.addons.reduce((sum, addon) => sum + addon.amountOre, 0);
  const { actions } = booking;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={booking.status} className="text-sm" />
        <span className="text-sm text-ink-muted">{t('list.orderNumber', { number: booking.orderNumber })}</span>
      </div>

      {booking.status === 'awaiting_provider' && booking.providerAnswerBy ? (
        <Notice tone="warning" title={t('detail.answerBy', { date: `${formatDate(booking.providerAnswerBy, language)} ${formatTime(booking.providerAnswerBy, language)}` })}>
          <TimeLeft deadline={booking.providerAnswerBy} />
        </Notice>
      ) : null}
      {booking.status === 'awaiting_payment' && booking.paymentDueBy ? (
        <Notice tone="info" title={t('detail.awaitingPayment', { date: `${formatDate(booking.paymentDueBy, language)} ${formatTime(booking.paymentDueBy, language)}` })} />
      ) : null}

      {actions.accept || actions.decline || actions.markDone || actions.changeTime ? (
        <section aria-labelledby="booking-actions" className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:p-6">
          <h2 id="booking-actions" className="text-lg font-semibold text-ink">
            {actions.markDone ? t('detail.actionsDone') : actions.accept || actions.decline ? t('detail.actionsRequest') : t('detail.actionsChange')}
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row">
            {actions.accept ? (
              <Button loading={running === 'accept'} onClick={() => run({ kind: 'accept' }, t('toast.accepted'))}>
                {t('action.accept')}
              </Button>
            ) : null}
            {actions.decline ? (
              <Button variant="secondary" onClick={() => openDialog('decline')}>
                {t('action.decline')}
              </Button>
            ) : null}
            {actions.markDone ? (
              <>
                <Button loading={running === 'done'} onClick={() => run({ kind: 'done' }, t('toast.done'))}>
                  {t('action.done')}
                </Button>
                <Button variant="secondary" onClick={() => openDialog('not-done')}>
                  {t('action.notDone')}
                </Button>
              </>
            ) : null}
            {actions.changeTime ? <ChangeTimeDialog booking={booking} openLabel={t('move.open')} noDaysText={t('move.noDays')} /> : null}
          </div>
          <div aria-live="polite">{pageError ? <Notice tone="danger" role="alert" title={errorText(pageError)} /> : null}</div>
        </section>
      ) : null}

      <section aria-labelledby="booking-details" className="rounded-xl border border-border bg-surface p-4 sm:p-6">
        <h2 id="booking-details" className="mb-4 text-lg font-semibold text-ink">
          {t('detail.details')}
        </h2>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
          <Item label={t('detail.customer')}>{booking.customerName || t('deletedCustomer')}</Item>
          <Item label={t('detail.service')}>{booking.serviceTitle}</Item>
          <Item label={t('detail.time')}>
            <time dateTime={booking.startsAt.toISOString()}>
              {formatLongDate(booking.startsAt, language)}, {formatTime(booking.startsAt, language)}–{formatTime(booking.endsAt, language)}
            </time>
          </Item>
          <Item label={t('detail.address')}>
            {booking.deliveryPlace.street}, {booking.deliveryPlace.postalCode} {booking.deliveryPlace.place}
          </Item>
          {booking.participants ? <Item label={t('detail.participants')}>{booking.participants}</Item> : null}
          <Item label={t('detail.note')}>{booking.note ? <span className="whitespace-pre-line">{booking.note}</span> : <span className="text-ink-muted">{t('detail.noNote')}</span>}</Item>
          {booking.declineReason ? <Item label={t('detail.declineReason')}>{booking.declineReason}</Item> : null}
          {booking.status === 'cancelled' ? <Cancellation booking={booking} /> : null}
        </dl>
        {booking.customerName ? <OpenChatButton with={{ customerId: booking.customerId }} className="mt-4 items-start" /> : null}
      </section>

      <section aria-labelledby="booking-price" className="rounded-xl border border-border bg-surface p-4 sm:p-6">
        <h2 id="booking-price" className="mb-4 text-lg font-semibold text-ink">
          {t('detail.price')}
        </h2>
        <table className="w-full text-sm">
          <caption className="sr-only">{t('detail.price')}</caption>
          <tbody>
            <tr>
              <th scope="row" className="py-1.5 text-left font-normal text-ink-soft">
                {t('detail.basePrice')}
              </th>
              <td className="py-1.5 text-right text-ink">{formatMoney(booking.priceOre - addonsTotal, language)}</td>
            </tr>
            {booking.addons.map((addon) => (
              <tr key={addon.title}>
                <th scope="row" className="py-1.5 text-left font-normal text-ink-soft">
                  {t('detail.addon', { title: addon.title, units: addon.units, price: formatMoney(addon.unitPriceOre, language) })}
                </th>
                <td className="py-1.5 text-right text-ink">{formatMoney(addon.amountOre, language)}</td>
              </tr>
            ))}
            <tr className="border-t border-border">
              <th scope="row" className="pt-3 text-left font-semibold text-ink">
                {t('detail.total')}
              </th>
              <td className="pt-3 text-right text-base font-semibold text-ink">{formatMoney(booking.priceOre, language)}</td>
            </tr>
            <tr>
              <th scope="row" className="py-1 text-left text-xs font-normal text-ink-muted">
                {t('detail.vat')}
              </th>
              <td className="py-1 text-right text-xs text-ink-muted">{formatMoney(booking.vatOre, language)}</td>
            </tr>
          </tbody>
        </table>
      </section>

      {openStatuses.includes(booking.status) ? (
        <section aria-labelledby="booking-cancel" className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 sm:p-6">
          <h2 id="booking-cancel" className="text-lg font-semibold text-ink">
            {t('detail.cancelTitle')}
          </h2>
          <p className="text-sm text-ink-soft">{t('detail.cancelText')}</p>
          <a href={`mailto:${supportEmail}`} className="inline-flex min-h-touch items-center gap-2 self-start font-medium text-primary-700 underline">
            <Mail aria-hidden="true" className="size-4" />
            {supportEmail}
          </a>
        </section>
      ) : null}

      <DeclineDialog
        key={dialog === 'decline' ? 'decline-open' : 'decline'}
        open={dialog === 'decline'}
        onOpenChange={(open) => setDialog(open ? 'decline' : null)}
        pending={running === 'decline'}
        error={dialog === 'decline' && command.isError ? command.error : null}
        onDecline={(reason) => run({ kind: 'decline', reason }, t('toast.declined'))}
      />
      <NotDoneDialog
        key={dialog === 'not-done' ? 'not-done-open' : 'not-done'}
        open={dialog === 'not-done'}
        onOpenChange={(open) => setDialog(open ? 'not-done' : null)}
        pending={running === 'not-done'}
        error={dialog === 'not-done' && command.isError ? command.error : null}
        onSubmit={(body) => run({ kind: 'not-done', body }, t('toast.notDone'))}
      />
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="text-base text-ink">{children}</dd>
    </>
  );
}

function Cancellation({ booking }: { booking: ProviderBooking }) {
  const { t } = useTranslation('agentBookings');
  return (
    <>
      {booking.whoCancelled ? <Item label={t('detail.whoCancelled')}>{t(`who.${booking.whoCancelled}`)}</Item> : null}
      {booking.cancellationReason ? <Item label={t('detail.cancellationReason')}>{t(`reason.${booking.cancellationReason}`)}</Item> : null}
      {booking.customerCancelReason ? <Item label={t('detail.customerCancelReason')}>{t(`customerReason.${booking.customerCancelReason}`)}</Item> : null}
      {booking.refund !== null ? <Item label={t('detail.refund')}>{booking.refund ? t('notDone.refundYes') : t('notDone.refundNo')}</Item> : null}
      {booking.cancellationNote ? <Item label={t('detail.cancellationNote')}>{booking.cancellationNote}</Item> : null}
    </>
  );
}
