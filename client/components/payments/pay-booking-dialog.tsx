import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancellationPolicy } from '#shared/bookings/cancellation-policy.ts';
import { CancellationOutlookNote } from '../bookings/cancellation-outlook.tsx';
import { TermsLinks } from '../layout/terms-links.tsx';
import { Button } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { Dialog, DialogClose } from '../ui/dialog.tsx';
import { Notice } from '../ui/notice.tsx';
import { showToast } from '../ui/toast-store.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { usePayBooking } from './pay-booking.ts';
import { PaymentBreakdown } from './payment-breakdown.tsx';
import { balanceToUse, initialPaymentChoice, paymentFields, type PaymentChoice } from './payment-choice.ts';
import { PaymentChoiceFields } from './payment-choice-fields.tsx';
import { usePaymentOptions } from './payment-options.ts';
import { goToCheckout } from './payments-api.ts';

export type PayBookingDialogProps = {
  booking: { id: string; priceOre: number; listPriceOre: number; discountOre: number; startsAt: Date; cancellationPolicy: CancellationPolicy };
  /** The button that opens the dialog; "Betal og bekreft" when not given. */
  trigger?: ReactNode;
  /** Open on arrival, e.g. straight after the customer accepted an offer. */
  defaultOpen?: boolean;
};

/**
 * The customer pays a booking that waits for payment: an accepted request, or a direct booking
 * whose card failed. A saved card, the balance or invoice confirm it here; a new card goes on
 * to the card checkout.
 */
export function PayBookingDialog({ booking, trigger, defaultOpen = false }: PayBookingDialogProps) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const errorText = useErrorText();
  const [open, setOpen] = useState(defaultOpen);
  const [choice, setChoice] = useState<PaymentChoice>(initialPaymentChoice);
  const [accepted, setAccepted] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const options = usePaymentOptions(open);
  const pay = usePayBooking(booking.id);
  const balanceOre = balanceToUse(booking.priceOre, options, choice);
  const toPayOre = booking.priceOre - balanceOre;
  const amount = formatMoney(toPayOre, language);

  const submit = () => {
    if (!accepted) {
      setTermsMissing(true);
      return;
    }
    pay.mutate(paymentFields(choice, options), {
      onSuccess: (answer) => {
        if (answer.checkout?.url) {
          setLeaving(true);
          goToCheckout(answer.checkout.url);
          return;
        }
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
      trigger={trigger ?? <Button>{t('pay.open')}</Button>}
      title={t('pay.title')}
      description={t('pay.description')}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('pay.cancel')}</Button>
          </DialogClose>
          <Button loading={pay.isPending || leaving} loadingText={t('pay.sending')} disabled={options.loading} onClick={submit}>
            {t('pay.submit', { amount })}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-lg font-semibold text-ink" data-testid="pay-total" aria-live="polite">
          {t('pay.total', { amount })}
        </p>
        <PaymentChoiceFields choice={choice} onChange={setChoice} options={options} />
        <PaymentBreakdown listPriceOre={booking.listPriceOre} discountOre={booking.discountOre} balanceOre={balanceOre} toPayOre={toPayOre} />
        <CancellationOutlookNote policy={booking.cancellationPolicy} priceOre={booking.priceOre} startsAt={booking.startsAt} />
        <Checkbox
          label={t('pay.terms')}
          checked={accepted}
          onCheckedChange={(checked) => {
            setAccepted(checked);
            if (checked) setTermsMissing(false);
          }}
          error={termsMissing ? errorText({ key: 'error.auth.terms_required', message: '' }) : undefined}
        />
        <TermsLinks documents={['termsCustomers']} />
        {pay.error ? (
          <Notice tone="danger" role="alert" title={errorText(pay.error)}>
            {paymentFailed ? errorText({ key: 'error.payment.check_method', message: '' }) : null}
          </Notice>
        ) : null}
      </div>
    </Dialog>
  );
}
