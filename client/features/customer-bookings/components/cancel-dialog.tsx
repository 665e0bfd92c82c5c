import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CustomerCancelReason, customerCancelReasons } from '#shared/bookings/booking-status.ts';
import { showToast } from '../../../components/ui/toast-store.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCancelBooking, useCancellationQuote } from '../api/cancel-booking.ts';

/**
 * Cancelling shows the fee first (`GET …/cancellation`) and sends the fee that was shown; when a
 * band boundary passed in between, the server says so and the new fee is fetched and shown.
 */
export function CancelDialog({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CustomerCancelReason | ''>('');
  const quote = useCancellationQuote(bookingId, open);
  const cancel = useCancelBooking(bookingId);
  const feeChanged = isApiError(cancel.error) && cancel.error.key === 'error.booking.fee_changed';

  const confirm = () => {
    if (!quote.data) return;
    cancel.mutate({ expectedFeeOre: quote.data.feeOre, ...(reason ? { reason } : {}) }, {
      onSuccess: () => {
        setOpen(false);
        showToast({ title: t('cancel.done'), tone: 'success' });
      },
      onError: (error) => {
        if (isApiError(error) && error.key === 'error.booking.fee_changed') void quote.refetch();
      },
    });
  };

  const money = (ore: number) => formatMoney(ore, language);
  const data = quote.data;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          cancel.reset();
          setReason('');
        }
      }}
      trigger={<Button variant="secondary">{t('cancel.open')}</Button>}
      title={t('cancel.title')}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('cancel.keep')}</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={!data || quote.isFetching}
            loading={cancel.isPending}
            loadingText={t('cancel.sending')}
            onClick={confirm}
          >
            {t('cancel.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4" aria-live="polite">
        {quote.isPending || (quote.isFetching && feeChanged) ? (
          <p role="status" className="flex items-center gap-2 text-ink-muted">
            <Spinner className="size-4" />
            {t('cancel.loading')}
          </p>
        ) : null}
        {quote.isError ? (
          <Notice tone="danger" role="alert">
            {t('cancel.quoteError')}
          </Notice>
        ) : null}
        {data && !(quote.isFetching && feeChanged) ? (
          <>
            <p className="text-lg font-medium text-ink">
              {data.band === 'before_confirmation'
                ? t('cancel.feeUnpaid', { fee: money(data.feeOre) })
                : t('cancel.fee', { fee: money(data.feeOre), refund: money(data.refundOre) })}
            </p>
            {data.freeUntil && data.feeOre > 0 ? (
              <p className="text-ink-soft">{t('cancel.freeUntil', { date: formatDate(data.freeUntil, language), time: formatTime(data.freeUntil, language) })}</p>
            ) : null}
          </>
        ) : null}
        <NativeSelect
          label={t('cancel.reason.label')}
          value={reason}
          onChange={(event) => setReason(event.target.value as CustomerCancelReason | '')}
          options={[{ value: '', label: t('cancel.reason.none') }, ...customerCancelReasons.map((value) => ({ value, label: t(`cancel.reason.${value}`) }))]}
        />
        {feeChanged ? (
          <Notice tone="warning" role="alert">
            {errorText(cancel.error)} {t('cancel.changed')}
          </Notice>
        ) : cancel.error ? (
          <Notice tone="danger" role="alert">
            {errorText(cancel.error)}
          </Notice>
        ) : null}
      </div>
    </Dialog>
  );
}
