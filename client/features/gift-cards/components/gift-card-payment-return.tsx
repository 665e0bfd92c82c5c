import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PaymentOutcomePanel } from '../../../components/payments/payment-outcome-panel.tsx';
import { usePaymentReturn } from '../../../components/payments/use-payment-return.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { giftCardsQueryKey } from '../api/gift-cards-api.ts';

/**
 * Back from the card checkout with `?betaling=<id>`: asks how the payment went and says so; the
 * list of bought cards is fetched again once it is decided.
 */
export function GiftCardPaymentReturn({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const { state, checkAgain } = usePaymentReturn(paymentId, null);
  const decided = state === 'succeeded' || state === 'failed';
  useEffect(() => {
    if (decided) void queryClient.invalidateQueries({ queryKey: giftCardsQueryKey });
  }, [decided, queryClient]);

  if (state === 'none') return null;
  if (state === 'checking') {
    return (
      <div role="status" className="flex items-center gap-3 rounded-xl border border-border bg-surface p-5 text-ink">
        <Spinner className="size-5" />
        <span>{t('giftCards.payment.checking')}</span>
      </div>
    );
  }
  if (state === 'succeeded') {
    return (
      <PaymentOutcomePanel
        tone="success"
        role="status"
        icon={<CircleCheck />}
        titleId="gift-card-paid-title"
        title={t('giftCards.payment.paidTitle')}
        text={t('giftCards.payment.paidText')}
        testId="gift-card-paid"
      />
    );
  }
  if (state === 'failed') {
    return (
      <PaymentOutcomePanel
        tone="danger"
        role="alert"
        icon={<CircleAlert />}
        titleId="gift-card-failed-title"
        title={t('giftCards.payment.failedTitle')}
        text={t('giftCards.payment.failedText')}
        testId="payment-failed"
      />
    );
  }
  if (state === 'undecided') {
    return (
      <Notice
        tone="warning"
        title={t('giftCards.payment.undecidedTitle')}
        action={
          <Button variant="secondary" size="sm" onClick={checkAgain}>
            <Hourglass aria-hidden="true" className="size-4" />
            {t('giftCards.payment.checkAgain')}
          </Button>
        }
      >
        {t('giftCards.payment.undecidedText')}
      </Notice>
    );
  }
  return <Notice tone="warning">{t('giftCards.payment.unknown')}</Notice>;
}
