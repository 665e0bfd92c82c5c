import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '#shared/bookings/booking.schema.ts';
import { showToast } from '../../../components/ui/toast-store.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { parseKronerToOre } from '../../../lib/parse-amount.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useGoodwillRefund } from '../api/admin-api.ts';
import { AmountAndReasonDialog } from './admin-bits.tsx';

const minReasonLength = 10;

/**
 * Money back on a paid booking that stays as it is (goodwill after a complaint). The server caps
 * the amount at what is still paid in; here it is capped at the price. One `requestId` per open
 * dialog: pressing the button again after a lost answer repeats the same refund, not a second one.
 */
export function GoodwillRefundDialog({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const language = useLanguage();
  const errorText = useErrorText();
  const refund = useGoodwillRefund();
  const [requestId] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const busy = refund.isPending;
  const maxOre = booking.priceOre;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amountOre = parseKronerToOre(amount);
    const next: typeof errors = {};
    if (amountOre === null) next.amount = t('common.field.number');
    else if (amountOre < 1) next.amount = t('bookings.goodwill.amountTooLow');
    else if (amountOre > maxOre) next.amount = t('bookings.goodwill.amountTooHigh', { amount: formatMoney(maxOre, language) });
    if (reason.trim().length < minReasonLength) next.reason = t('bookings.reasonTooShort', { count: minReasonLength });
    setErrors(next);
    if (amountOre === null || next.amount || next.reason) return;
    refund.mutate(
      { id: booking.id, amountOre, reason: reason.trim(), requestId },
      {
        onSuccess: () => {
          showToast({ title: t('bookings.goodwill.done', { amount: formatMoney(amountOre, language), orderNumber: booking.orderNumber }), tone: 'success' });
          onDone();
        },
        onError: (error) => {
          const heldOre = isApiError(error, 409) ? error.data?.heldOre : undefined;
          if (typeof heldOre === 'number') setErrors({ amount: t('bookings.goodwill.aboveHeld', { amount: formatMoney(heldOre, language) }) });
          else showToast({ title: errorText(error), tone: 'error' });
        },
      },
    );
  };

  return (
    <AmountAndReasonDialog
      formId="admin-goodwill-refund"
      title={t('bookings.goodwill.title', { orderNumber: booking.orderNumber })}
      description={t('bookings.goodwill.description')}
      confirmLabel={t('bookings.goodwill.confirm')}
      amount={{ label: t('bookings.goodwill.amount'), hint: t('bookings.goodwill.amountHint', { amount: formatMoney(maxOre, language) }), value: amount, error: errors.amount, onChange: setAmount }}
      reason={{ label: t('bookings.goodwill.reason'), hint: t('bookings.goodwill.reasonHint'), value: reason, error: errors.reason, onChange: setReason }}
      busy={busy}
      onSubmit={submit}
      onClose={onDone}
    />
  );
}
