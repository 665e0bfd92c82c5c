import { useState } from 'react';
import { CreditCard, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '#shared/bookings/booking.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePayBooking } from '../api/pay-booking.ts';

/** The customer pays an accepted request: card or invoice, and the terms accepted. */
export function PayDialog({ bookingId, priceOre, discountOre = 0 }: { bookingId: string; priceOre: number; discountOre?: number }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [accepted, setAccepted] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const pay = usePayBooking(bookingId);
  const amount = formatMoney(priceOre, language);

  const submit = () => {
    if (!accepted) {
      setTermsMissing(true);
      return;
    }
    pay.mutate(method, {
      onSuccess: () => {
        setOpen(false);
        showToast({ title: t('pay.done'), tone: 'success' });
      },
    });
  };

  const paymentFailed = isApiError(pay.error) && pay.error.key === 'error.payment.failed';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) pay.reset();
      }}
      trigger={<Button>{t('pay.open')}</Button>}
      title={t('pay.title')}
      description={t('pay.description')}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('pay.cancel')}</Button>
          </DialogClose>
          <Button loading={pay.isPending} loadingText={t('pay.sending')} onClick={submit}>
            {t('pay.submit', { amount })}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div aria-live="polite">
          <p className="text-lg font-semibold text-ink" data-testid="pay-total">
            {t('pay.total', { amount })}
          </p>
          {discountOre > 0 ? <p className="text-sm text-success-700">{t('pay.discount', { amount: formatMoney(discountOre, language) })}</p> : null}
        </div>
        <RadioCards<PaymentMethod>
          label={t('pay.method')}
          value={method}
          onValueChange={setMethod}
          options={[
            { value: 'card', label: t('pay.card'), description: t('pay.cardText'), icon: <CreditCard aria-hidden="true" className="size-4" /> },
            { value: 'invoice', label: t('pay.invoice'), description: t('pay.invoiceText'), icon: <FileText aria-hidden="true" className="size-4" /> },
          ]}
        />
        <Checkbox
          label={t('pay.terms')}
          checked={accepted}
          onCheckedChange={(checked) => {
            setAccepted(checked);
            if (checked) setTermsMissing(false);
          }}
          error={termsMissing ? errorText({ key: 'error.auth.terms_required', message: '' }) : undefined}
        />
        {pay.error ? (
          <Notice tone="danger" role="alert" title={errorText(pay.error)}>
            {paymentFailed ? errorText({ key: 'error.payment.check_method', message: '' }) : null}
          </Notice>
        ) : null}
      </div>
    </Dialog>
  );
}
